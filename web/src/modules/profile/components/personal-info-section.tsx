import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GENDERS, type Profile } from '@pickleball/domain';
import { BadgeCheck, CircleAlert, MailCheck, Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useSendEmailVerification } from '../api/send-email-verification';
import { PhoneVerificationDialog } from './phone-verification-dialog';
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

/** "Verify phone" while the saved number is not verified (and is what the field shows): a code by SMS or Zalo. */
function VerifyPhoneButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const typed = useWatch({ control, name: 'phone' });
  const [open, setOpen] = useState(false);
  const saved = profile.user.phone;
  if (!saved || profile.phone_verified || (typeof typed === 'string' ? typed.trim() : '') !== saved)
    return null;
  return (
    <Box>
      <Button type="button" size="xs" variant="outline" onClick={() => setOpen(true)}>
        <Smartphone aria-hidden="true" />
        {t('profile:phone_verify.action')}
      </Button>
      <PhoneVerificationDialog phone={saved} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** The address typed in the e-mail field, and whether it is the saved one. */
function useTypedEmail(profile: Profile): { email: string; isSaved: boolean } {
  const { control } = useFormContext<ProfileFormValues>();
  const typed = useWatch({ control, name: 'email' });
  const email = typeof typed === 'string' ? typed.trim().toLowerCase() : '';
  return { email, isSaved: email !== '' && email === profile.user.email?.toLowerCase() };
}

/**
 * Verified or not, for the saved e-mail address: a new address is unverified until the link sent
 * to it is opened; a typed, unsaved one will be sent a link when the profile is saved.
 */
function EmailStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { email, isSaved } = useTypedEmail(profile);
  if (!email) return t('profile:fields.email_help');
  if (!isSaved)
    return (
      // The icon carries the colour; the words keep the helper text's (orange text is too faint).
      <HStack as="span" gap="1" align="start">
        <Box as="span" color="fg.warning" mt="0.5">
          <CircleAlert size={14} aria-hidden="true" />
        </Box>
        <Text as="span">{t('profile:email.changed')}</Text>
      </HStack>
    );
  // Badges: their subtle palettes keep the text readable (WCAG AA), unlike green or orange on white.
  return profile.email_verified ? (
    <Badge as="span" colorPalette="green" variant="subtle" size="md">
      <BadgeCheck size={12} aria-hidden="true" />
      {t('profile:email.verified')}
    </Badge>
  ) : (
    <Badge as="span" colorPalette="orange" variant="subtle" size="md">
      <CircleAlert size={12} aria-hidden="true" />
      {t('profile:email.not_verified')}
    </Badge>
  );
}

/** A new link to the saved address while it is not verified (POST /profile/email/verification). */
function SendVerificationButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { isSaved } = useTypedEmail(profile);
  const send = useSendEmailVerification();
  if (!isSaved || profile.email_verified) return null;
  return (
    <Box>
      <Button
        type="button"
        size="xs"
        variant="outline"
        loading={send.isPending}
        loadingText={t('profile:email.sending')}
        onClick={() => send.mutate()}
      >
        <MailCheck aria-hidden="true" />
        {t('profile:email.send_link')}
      </Button>
    </Box>
  );
}

/** Name, e-mail, phone (with their verification), date of birth, gender, bio, and the avatar slot. */
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
        <Stack gap="2">
          <TextField<ProfileFormValues>
            name="email"
            type="email"
            label={t('profile:fields.email')}
            helperText={<EmailStatus profile={profile} />}
            autoComplete="email"
          />
          <SendVerificationButton profile={profile} />
        </Stack>
        <Stack gap="2">
          <TextField<ProfileFormValues>
            name="phone"
            type="tel"
            label={t('profile:fields.phone')}
            helperText={<PhoneStatus profile={profile} />}
            autoComplete="tel"
          />
          <VerifyPhoneButton profile={profile} />
        </Stack>
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
