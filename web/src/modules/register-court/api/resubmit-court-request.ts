import type { CourtRequestInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { registerCourtKeys } from '../register-court.keys';
import type { PublicCourtRequest } from './get-request-by-token';

/** PUT /court-requests/edit/{token} (public): the corrected request goes back to review. Silent: the page shows refusals. */
export function resubmitCourtRequest(
  token: string,
  input: CourtRequestInput,
): Promise<DataResponse<PublicCourtRequest>> {
  return api.put<DataResponse<PublicCourtRequest>>(
    `/court-requests/edit/${encodeURIComponent(token)}`,
    input,
    {
      silent: true,
    },
  );
}

export function useResubmitCourtRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourtRequestInput) => resubmitCourtRequest(token, input),
    onSuccess: (response) =>
      queryClient.setQueryData(registerCourtKeys.byToken(token), { data: response.data }),
  });
}
