import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { GENDERS, type Profile } from '@pickleball/domain';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import type { ProfileFormValues } from './profile-form-values';
import { GENDER_KEYS } from './profile-labels';
import { ProfileSection } from './profile-section';

/** Verified or not, for the phone number the profile holds; a changed number is not verified yet. */
function PhoneStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const typed = useWatch({ control, name: 'phone' });
  const phone = typeof typed === 'string' ? typed.trim() : '';
  if (!phone) return null;
  const isVerified = profile.phone_verified && phone === profile.user.phone;
  return (
    <HStack as="span" gap="1" color={isVerified ? 'fg.success' : 'fg.warning'}>
      {isVerified ? (
        <BadgeCheck size={14} aria-hidden="true" />
      ) : (
        <CircleAlert size={14} aria-hidden="true" />
      )}
      <Text as="span">
        {isVerified
          ? t('profile:phone.verified')
          : phone === profile.user.phone
            ? t('profile:phone.not_verified')
            : t('profile:phone.changed')}
      </Text>
    </HStack>
  );
}

/** Name, e-mail, phone (with its verification), date of birth, gender, bio, and the avatar slot. */
export function PersonalInfoSection({ profile, avatar }: { profile: Profile; avatar: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="profile-personal" title={t('profile:sections.personal')}>
      {avatar}
      <TextField<ProfileFormValues>
        name="name"
        label={t('profile:fields.name')}
        required
        autoComplete="name"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField<ProfileFormValues>
          name="email"
          type="email"
          label={t('profile:fields.email')}
          helperText={t('profile:fields.email_help')}
          autoComplete="email"
        />
        <TextField<ProfileFormValues>
          name="phone"
          type="tel"
          label={t('profile:fields.phone')}
          helperText={<PhoneStatus profile={profile} />}
          autoComplete="tel"
        />
        <TextField<ProfileFormValues>
          name="date_of_birth"
          type="date"
          label={t('profile:fields.date_of_birth')}
          autoComplete="bday"
        />
        <SelectField<ProfileFormValues>
          name="gender"
          label={t('profile:fields.gender')}
          placeholder={t('profile:fields.gender_placeholder')}
          options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_KEYS[gender]) }))}
        />
      </SimpleGrid>
      <TextareaField<ProfileFormValues>
        name="bio"
        label={t('profile:fields.bio')}
        placeholder={t('profile:fields.bio_placeholder')}
        rows={3}
        maxLength={1000}
      />
    </ProfileSection>
  );
}
