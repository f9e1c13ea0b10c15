import type { SignupList } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeSignupList } from './store-signup-list';

/**
 * DELETE /match-sessions/{id}/signups/{signup_id} (match.session.manage): at any time, past the
 * players' cut-off too; a freed place goes at once to the first in line. Silent: the confirmation
 * shows a refusal.
 */
export function cancelSessionSignup(id: number, signupId: number): Promise<DataResponse<SignupList>> {
  return api.delete<DataResponse<SignupList>>(`/match-sessions/${id}/signups/${signupId}`, { silent: true });
}

export function useCancelSessionSignup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupId: number) => cancelSessionSignup(id, signupId),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeSignupList(queryClient, id, response.data);
    },
  });
}
