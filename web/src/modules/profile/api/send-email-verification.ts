import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { profileKeys } from '../profile.keys';

/**
 * POST /profile/email/verification: a new verification link to the user's current address. 409
 * `profile.email_already_verified` when it is verified already (opened in another tab, say).
 */
export function sendEmailVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/profile/email/verification', undefined, { silent: true });
}

export function useSendEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailVerification,
    // The server's message names the address the link went to.
    onSuccess: (response) => toaster.success({ title: response.message, duration: 8000 }),
    onError: (error) => {
      toaster.error({ title: error.message });
      // Verified meanwhile: the profile says so once asked again.
      if (isApiError(error) && error.code === 'profile.email_already_verified')
        void queryClient.invalidateQueries({ queryKey: profileKeys.mine() });
    },
  });
}
