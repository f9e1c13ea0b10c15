import type { Profile } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeSavedProfile } from './update-profile';

/** PUT /profile/username (unique; audited). Silent: a taken or malformed name shows on the field. */
export function updateUsername(username: string): Promise<DataResponse<Profile>> {
  return api.put<DataResponse<Profile>>('/profile/username', { username }, { silent: true });
}

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeSavedProfile(queryClient, response.data);
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
