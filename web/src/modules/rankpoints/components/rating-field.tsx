import { Input } from '@chakra-ui/react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { type BaseFieldProps, FieldShell } from '../../../components/form/field-shell';

/**
 * A rating (2.000–8.000) typed as text: the phone shows its decimal keypad and a decimal comma
 * ("3,5") is read as a point by the form's resolver; the domain schema checks the value.
 */
export function RatingField<T extends FieldValues = FieldValues>({ name, ...shell }: BaseFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FieldShell name={name} {...shell}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="3.500"
        maxLength={8}
        {...register(name)}
      />
    </FieldShell>
  );
}
