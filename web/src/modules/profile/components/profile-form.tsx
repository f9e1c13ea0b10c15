import type { Profile, StoredImage } from '@pickleball/domain';
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
 * The saved profile changes under the form (DUPR's connect and sync write its ratings into the
 * points): the fields the user has not touched follow it, the ones being edited stay as typed.
 */
function useFollowSavedProfile(form: ProfileForm, profile: Profile) {
  const { reset } = form;
  const { i18n } = useTranslation();
  const locale = i18n.language;
  useEffect(() => {
    reset(profileToForm(profile, locale), {
      keepDirtyValues: true,
      keepErrors: true,
      keepTouched: true,
      keepIsSubmitted: true,
    });
  }, [profile, reset, locale]);
}

export interface ProfileFormProps {
  profile: Profile;
  form: ProfileForm;
  /** The avatar upload, shown at the top of the personal section. */
  avatar: ReactNode;
  /**
   * Finishes the avatar under way (a picture being framed is uploaded in the frame shown), so a
   * save never asks the user to press "use this frame" first.
   */
  settleAvatar: () => Promise<{ images: StoredImage[]; failed: boolean } | undefined>;
}

/** Personal info, address, body and rank point sections, saved together (PUT /profile). */
export function ProfileForm({ profile, form, avatar, settleAvatar }: ProfileFormProps) {
  const { t, i18n } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  useFollowSavedProfile(form, profile);
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('profile:form_label')}
      onSubmit={async (values) => {
        const avatar = await settleAvatar();
        // The picture did not go through (its message is under the field): nothing is saved, and a
        // throw keeps the form unsaved (and the leave-page question on).
        if (avatar?.failed) throw new Error('avatar upload failed');
        const saved = await updateProfile.mutateAsync(
          avatar ? { ...values, avatar: avatar.images[0]?.id ?? null } : values,
        );
        form.reset(profileToForm(saved.data, i18n.language));
      }}
    >
      <PersonalInfoSection profile={profile} avatar={avatar} />
      <AddressSection />
      <BodySection />
      <RankPointSection />
      <FormActions submitLabel={t('profile:save')} />
    </Form>
  );
}
