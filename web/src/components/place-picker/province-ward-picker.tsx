import { SimpleGrid } from '@chakra-ui/react';
import { type Ref, useMemo } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../form/field-shell';
import { useProvinces, useWards } from './geo-queries';
import { PlaceCombobox } from './place-combobox';
import { toPlaceOptions } from './place-names';

export interface ProvinceWardValue {
  provinceCode: string;
  wardCode: string;
}

export interface ProvinceWardPickerProps {
  value: ProvinceWardValue;
  /** A new province clears the ward: wards belong to one province. */
  onChange: (value: ProvinceWardValue) => void;
  onBlur?: (part: 'province' | 'ward') => void;
  /** Labels; "Province or city" and "Ward, commune or special zone" by default. */
  provinceLabel?: string;
  wardLabel?: string;
  provinceError?: string;
  wardError?: string;
  required?: boolean;
  disabled?: boolean;
  provinceRef?: Ref<HTMLInputElement>;
  wardRef?: Ref<HTMLInputElement>;
}

/**
 * Vietnam's province then ward (after the 2025 reform), each searchable without diacritics, named
 * in the UI language and sorted the way its readers look them up. Side by side on a laptop,
 * stacked on a phone. Controlled; {@link ProvinceWardField} binds it to a form.
 */
export function ProvinceWardPicker({
  value,
  onChange,
  onBlur,
  provinceLabel,
  wardLabel,
  provinceError,
  wardError,
  required,
  disabled,
  provinceRef,
  wardRef,
}: ProvinceWardPickerProps) {
  const { t, i18n } = useTranslation('places');
  const language = i18n.language;
  const provinces = useProvinces();
  const wards = useWards(value.provinceCode);
  const provinceOptions = useMemo(
    () => toPlaceOptions(provinces.data?.data ?? [], language),
    [provinces.data, language],
  );
  const wardOptions = useMemo(() => toPlaceOptions(wards.data?.data ?? [], language), [wards.data, language]);
  const hasProvince = value.provinceCode !== '';

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <PlaceCombobox
        label={provinceLabel ?? t('places:province')}
        options={provinceOptions}
        value={value.provinceCode}
        onChange={(provinceCode) => {
          if (provinceCode !== value.provinceCode) onChange({ provinceCode, wardCode: '' });
        }}
        onBlur={() => onBlur?.('province')}
        inputRef={provinceRef}
        placeholder={t('places:province_placeholder')}
        errorText={provinceError}
        required={required}
        disabled={disabled}
        isLoading={provinces.isPending}
        loadFailed={provinces.isError}
        onRetry={() => void provinces.refetch()}
      />
      <PlaceCombobox
        label={wardLabel ?? t('places:ward')}
        options={wardOptions}
        value={value.wardCode}
        onChange={(wardCode) => onChange({ provinceCode: value.provinceCode, wardCode })}
        onBlur={() => onBlur?.('ward')}
        inputRef={wardRef}
        placeholder={hasProvince ? t('places:ward_placeholder') : t('places:ward_needs_province')}
        helperText={
          hasProvince && wards.data ? t('places:ward_count', { count: wardOptions.length }) : undefined
        }
        errorText={wardError}
        required={required}
        disabled={disabled || !hasProvince}
        isLoading={hasProvince && wards.isPending}
        loadFailed={wards.isError}
        onRetry={() => void wards.refetch()}
      />
    </SimpleGrid>
  );
}

export interface ProvinceWardFieldProps<T extends FieldValues> {
  /** The form's field holding the province code (`province_code`). */
  provinceName: Path<T>;
  /** The form's field holding the ward code (`ward_code`). */
  wardName: Path<T>;
  provinceLabel?: string;
  wardLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

/** {@link ProvinceWardPicker} bound to two string fields of the surrounding react-hook-form form. */
export function ProvinceWardField<T extends FieldValues>({
  provinceName,
  wardName,
  provinceLabel,
  wardLabel,
  required,
  disabled,
}: ProvinceWardFieldProps<T>) {
  const { control } = useFormContext<T>();
  const province = useController({ control, name: provinceName });
  const ward = useController({ control, name: wardName });
  const provinceError = useFieldError(provinceName);
  const wardError = useFieldError(wardName);
  return (
    <ProvinceWardPicker
      value={{
        provinceCode: typeof province.field.value === 'string' ? province.field.value : '',
        wardCode: typeof ward.field.value === 'string' ? ward.field.value : '',
      }}
      onChange={(next) => {
        province.field.onChange(next.provinceCode);
        ward.field.onChange(next.wardCode);
      }}
      onBlur={(part) => (part === 'province' ? province.field.onBlur() : ward.field.onBlur())}
      provinceLabel={provinceLabel}
      wardLabel={wardLabel}
      provinceError={provinceError}
      wardError={wardError}
      required={required}
      disabled={disabled}
      provinceRef={province.field.ref}
      wardRef={ward.field.ref}
    />
  );
}
