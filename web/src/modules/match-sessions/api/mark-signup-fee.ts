import type { FeeMarkInput, SignupList } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeSignupList } from './store-signup-list';

/**
 * PUT /match-sessions/{id}/signups/{signup_id}/fee (match.session.manage): marked paid by hand
 * (cash, a transfer seen in the bank app) with an optional note, or the mark undone with a
 * reason. Silent: the dialog shows a refusal (a 422 under its field).
 */
export function markSignupFee(
  id: number,
  signupId: number,
  input: FeeMarkInput,
): Promise<DataResponse<SignupList>> {
  return api.put<DataResponse<SignupList>>(`/match-sessions/${id}/signups/${signupId}/fee`, input, {
    silent: true,
  });
}

export function useMarkSignupFee(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signupId, input }: { signupId: number; input: FeeMarkInput }) =>
      markSignupFee(id, signupId, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeSignupList(queryClient, id, response.data);
    },
  });
}
