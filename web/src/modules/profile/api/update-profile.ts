import type { Profile, ProfileInput } from '@pickleball/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeSavedProfile(queryClient, response.data);
    },
    onError: (error) => {
      // A 422 lands on the form's fields; anything else is said in a toast.
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
