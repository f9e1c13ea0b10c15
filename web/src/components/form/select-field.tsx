import { NativeSelect } from '@chakra-ui/react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from './field-shell';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); its value is ''. */
  placeholder?: string;
}

/** A native select bound to the surrounding form by name (string values). */
export function SelectField<T extends FieldValues = FieldValues>({
  name,
  options,
  placeholder,
  ...shell
}: SelectFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell name={name} {...shell}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
