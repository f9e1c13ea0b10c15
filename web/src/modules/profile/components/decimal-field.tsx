import { Input } from '@chakra-ui/react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from '../../../components/form/field-shell';

export interface DecimalFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A decimal number typed as text: the phone shows its decimal keypad, and a Vietnamese decimal
 * comma ("3,5") is accepted (the form reads it as a point). The schema checks the value.
 */
export function DecimalField<T extends FieldValues = FieldValues>({
  name,
  placeholder,
  autoFocus,
  ...shell
}: DecimalFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell name={name} {...shell}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={10}
        // The box appears because the user switched its point on: typing goes on there.
        autoFocus={autoFocus}
        {...register(name)}
      />
    </FieldShell>
  );
}
