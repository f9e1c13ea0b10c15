import { Field, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useFieldError } from './field-shell';

export interface SwitchFieldProps<T extends FieldValues = FieldValues> {
  /** A boolean field of the form. */
  name: Path<T>;
  label: ReactNode;
  /** A line under the switch explaining what "on" means. */
  helperText?: ReactNode;
  disabled?: boolean;
}

/** An on/off switch bound to a boolean field of the surrounding form. */
export function SwitchField<T extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
}: SwitchFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Switch.Root
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(event) => field.onChange(event.checked)}
        disabled={disabled}
      >
        <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
