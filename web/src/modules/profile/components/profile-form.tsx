import { Grid, Stack } from '@chakra-ui/react';
import type { Profile } from '@pickleball/domain';
import { type ReactNode, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import type { ProfileCompletionField } from '../api/get-profile-completion';
import { useUpdateProfile } from '../api/update-profile';
import { AddressSection } from './address-section';
import { BodySection } from './body-section';
import { PersonalInfoSection } from './personal-info-section';
import { type ProfileFormValues, type ProfileInput, profileToForm } from './profile-form-values';
import { RankPointSection } from './rank-point-section';

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileInput>;

/**
 * Moves the user to a field the completion indicator says is missing: the avatar's section, the
 * ward when Vietnam and its province are chosen, otherwise the field itself.
 */
export function goToProfileField(form: ProfileForm, field: ProfileCompletionField): void {
  if (field === 'avatar') {
    const section = document.getElementById('profile-avatar');
    section?.scrollIntoView({ block: 'center' });
    section?.querySelector<HTMLElement>('button, input')?.focus({ preventScroll: true });
    return;
  }
  if (field === 'country_code' && form.getValues('country_code') === 'VN') {
    form.setFocus(form.getValues('province_code') ? 'ward_code' : 'province_code');
    return;
  }
  form.setFocus(field);
}

/**
 * DUPR's sync writes its ratings into the profile's points: they follow into the form unless the
 * user is editing them.
 */
function useFollowSyncedPoints(form: ProfileForm, profile: Profile) {
  const { single_point: single, double_point: double } = profile;
  const { resetField, getFieldState } = form;
  useEffect(() => {
    const follow = (kind: 'single' | 'double', value: number | null) => {
      const point = kind === 'single' ? 'single_point' : 'double_point';
      const enabled = kind === 'single' ? 'single_enabled' : 'double_enabled';
      if (getFieldState(point).isDirty || getFieldState(enabled).isDirty) return;
      resetField(point, { defaultValue: value === null ? '' : value.toFixed(3) });
      resetField(enabled, { defaultValue: value !== null });
    };
    follow('single', single);
    follow('double', double);
  }, [single, double, resetField, getFieldState]);
}

export interface ProfileFormProps {
  profile: Profile;
  form: ProfileForm;
  /** The avatar upload, shown at the top of the personal section. */
  avatar: ReactNode;
}

/** Personal info, address, body and rank point sections, saved together (PUT /profile). */
export function ProfileForm({ profile, form, avatar }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  useFollowSyncedPoints(form, profile);
  return (
    <Form
      form={form}
      aria-label={t('profile:form_label')}
      onSubmit={async (values) => {
        const saved = await updateProfile.mutateAsync(values);
        form.reset(profileToForm(saved.data));
      }}
    >
      <PersonalInfoSection profile={profile} avatar={avatar} />
      <AddressSection />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="5" alignItems="start">
        <BodySection />
        <RankPointSection />
      </Grid>
      <Stack position="sticky" bottom="0" bg="bg" py="3" zIndex="docked" borderTopWidth="1px">
        <FormActions submitLabel={t('profile:save')} />
      </Stack>
    </Form>
  );
}
