import type { Profile, ProfileInput } from '@pickleball/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';
import { toaster } from '../../../lib/toaster';
import { profileKeys } from '../profile.keys';

/** PUT /profile. Silent: the form shows a 422 on its fields. */
export function updateProfile(input: ProfileInput): Promise<DataResponse<Profile>> {
  return api.put<DataResponse<Profile>>('/profile', input, { silent: true });
}

/**
 * After the profile changed: the cached profile takes the answer, the completion is asked again,
 * and the signed-in user is reloaded (the top bar shows the new name).
 */
export async function storeSavedProfile(queryClient: QueryClient, profile: Profile): Promise<void> {
  queryClient.setQueryData(profileKeys.mine(), { data: profile });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.completion() }),
    loadCurrentUser().catch(() => undefined),
  ]);
}

/** The saved address when it is new: the server has just sent it a verification link. */
export function newUnverifiedEmail(before: Profile | undefined, after: Profile): string | null {
  const email = after.user.email;
  if (!email || after.email_verified || !before) return null;
  return email.toLowerCase() === before.user.email?.toLowerCase() ? null : email;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      const before = queryClient.getQueryData<DataResponse<Profile>>(profileKeys.mine())?.data;
      const sentTo = newUnverifiedEmail(before, response.data);
      if (sentTo)
        // A changed address is unverified: it says where the link went, and stays long enough to read.
        toaster.success({
          title: response.message ?? t('profile:done.updated'),
          description: t('profile:email.link_sent', { email: sentTo }),
          duration: 10_000,
        });
      else if (response.message) toaster.success({ title: response.message });
      await storeSavedProfile(queryClient, response.data);
    },
    onError: (error) => {
      // A 422 lands on the form's fields; anything else is said in a toast.
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
