import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * PUT /profile/password: the current password first; the server signs out every other session
 * (this one stays). Silent: a wrong current password shows on its field.
 */
export function changePassword(input: PasswordChange): Promise<{ message?: string }> {
  return api.put<{ message?: string }>('/profile/password', input, { silent: true });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => {
      // The server's message says the other sessions were signed out.
      if (response.message) toaster.success({ title: response.message, duration: 8000 });
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
