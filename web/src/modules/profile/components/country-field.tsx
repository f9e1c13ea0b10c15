import { foldForSearch } from '@pickleball/domain/common/text';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { PlaceCombobox } from '../../../components/place-picker/place-combobox';
import type { PlaceOption } from '../../../components/place-picker/place-names';
import { type Country, useCountries } from '../api/list-countries';
import type { ProfileFormValues } from './profile-form-values';

export const VIETNAM = 'VN';

/** Vietnam first (the platform's home), then every country in the order the API sorted them. */
export function toCountryOptions(countries: readonly Country[]): PlaceOption[] {
  const vietnam = countries.filter((country) => country.code === VIETNAM);
  const others = countries.filter((country) => country.code !== VIETNAM);
  return [...vietnam, ...others].map((country) => ({
    value: country.code,
    label: country.name,
    searchText: foldForSearch(`${country.name} ${country.code}`),
  }));
}

/**
 * The country, searchable, named in the UI language. A new country clears the province and ward
 * (they only mean something in Vietnam).
 */
export function CountryField() {
  const { t } = useTranslation('profile');
  const { control, setValue } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name: 'country_code' });
  const error = useFieldError('country_code');
  const countries = useCountries();
  const options = useMemo(() => toCountryOptions(countries.data?.data ?? []), [countries.data]);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <PlaceCombobox
      label={t('profile:fields.country')}
      options={options}
      value={value}
      onChange={(code) => {
        if (code === value) return;
        field.onChange(code);
        setValue('province_code', '');
        setValue('ward_code', '');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      placeholder={t('profile:fields.country_placeholder')}
      errorText={error}
      isLoading={countries.isPending}
      loadFailed={countries.isError}
      onRetry={() => void countries.refetch()}
    />
  );
}
