import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { ProvinceWardField } from '../../../components/place-picker/province-ward-picker';
import { CountryField, VIETNAM } from './country-field';
import type { ProfileFormValues } from './profile-form-values';
import { ProfileSection } from './profile-section';

/** The country; in Vietnam the province then the ward, elsewhere a free-text address; then the detail. */
export function AddressSection() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const country = useWatch({ control, name: 'country_code' });
  const hasCountry = typeof country === 'string' && country !== '';
  const isVietnam = country === VIETNAM;
  return (
    <ProfileSection id="profile-address" title={t('profile:sections.address')}>
      <CountryField />
      {isVietnam ? (
        <ProvinceWardField<ProfileFormValues> provinceName="province_code" wardName="ward_code" />
      ) : (
        hasCountry && (
          <TextField<ProfileFormValues>
            name="address"
            label={t('profile:fields.address')}
            helperText={t('profile:fields.address_help')}
            autoComplete="street-address"
          />
        )
      )}
      <TextField<ProfileFormValues>
        name="address_detail"
        label={t('profile:fields.address_detail')}
        placeholder={t('profile:fields.address_detail_placeholder')}
        autoComplete="address-line1"
      />
    </ProfileSection>
  );
}
