import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FieldValues, get, type Path, useFormContext, useFormState } from 'react-hook-form';

/** Props every form field shares. */
export interface BaseFieldProps<T extends FieldValues = FieldValues> {
  /** The field's name in the form values (dotted for nested: `address.city`). */
  name: Path<T>;
  /** Visible label. */
  label: ReactNode;
  /** A hint under the field, hidden while an error shows. */
  helperText?: ReactNode;
  /** Marks the label with an asterisk (the schema still decides what is valid). */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Reads a field's current error message from the surrounding form. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message || undefined;
  return undefined;
}

/** Label, helper text and error message around one control (Chakra `Field`). */
export function FieldShell({
  name,
  label,
  helperText,
  required,
  disabled,
  readOnly,
  children,
}: Omit<BaseFieldProps, 'name'> & { name: string; children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
