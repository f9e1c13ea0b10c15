import { Input } from '@chakra-ui/react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BaseFieldProps, FieldShell } from '../../../components/form/field-shell';
import { formatDecimal } from '../../../lib/format';

/**
 * A rating (2–8, three decimals) typed as text, never a number box (which takes no decimal
 * comma): the phone shows its decimal keypad and the form's resolver reads "3,5" or "3.5" with
 * parseDecimal in the user's language; the domain schema checks the value.
 */
export function RatingField<T extends FieldValues = FieldValues>({ name, ...shell }: BaseFieldProps<T>) {
  const { register } = useFormContext<T>();
  const { i18n } = useTranslation();
  return (
    <FieldShell name={name} {...shell}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatDecimal(3.5, i18n.language, 3)}
        maxLength={8}
        {...register(name)}
      />
    </FieldShell>
  );
}
