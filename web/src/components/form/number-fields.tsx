import { Input, NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from './field-shell';

export interface NumberSelectFieldProps extends Omit<BaseFieldProps, 'name'> {
  name: string;
  options: readonly { value: number; label: string }[];
  /** A first choice meaning "none" (the field is then null), e.g. "Enough for everyone". */
  emptyLabel?: string;
}

/** A native select whose values are numbers (best of, points to win, courts), bound by name. */
export function NumberSelectField({ name, options, emptyLabel, ...shell }: NumberSelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} {...shell}>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...register(name, {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** A whole number typed in a text box (a phone shows digits); an empty box is null. */
export function WholeNumberField({
  name,
  placeholder,
  ...shell
}: Omit<BaseFieldProps, 'name'> & { name: string; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} {...shell}>
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        {...register(name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined
              ? null
              : typeof value === 'number'
                ? value
                : /^\s*\d+\s*$/.test(String(value))
                  ? Number(value)
                  : Number.NaN,
        })}
      />
    </FieldShell>
  );
}
