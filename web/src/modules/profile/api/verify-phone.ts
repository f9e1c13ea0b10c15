import type { Profile } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

/**
 * POST /profile/phone/verify: the code typed. 422 phone.code_invalid (the tries left in its
 * message), phone.code_expired; a 422 on `code` for a malformed one. Silent: the dialog shows it.
 */
export function verifyPhone(code: string): Promise<DataResponse<{ phone_verified: boolean }>> {
  return api.post<DataResponse<{ phone_verified: boolean }>>(
    '/profile/phone/verify',
    { code },
    { silent: true },
  );
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (response) => {
      queryClient.setQueryData<{ data: Profile }>(profileKeys.mine(), (shown) =>
        shown ? { ...shown, data: { ...shown.data, phone_verified: response.data.phone_verified } } : shown,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.completion() }),
      ]);
    },
  });
}
