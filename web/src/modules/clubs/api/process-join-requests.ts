import type { JoinRequest } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateClubPeople } from './invalidate-clubs';

/**
 * Answers join requests (SPEC §3 "Join request"): approve one, reject one with an optional
 * reason, or approve several at once (all or none). One file for the family: the same club, the
 * same answer and the same cache work. A rejection's refusal shows in its dialog; the others toast.
 */
export type JoinRequestDecision =
  | { action: 'approve'; requestId: number }
  | { action: 'reject'; requestId: number; reason: string | null }
  | { action: 'bulk_approve'; requestIds: number[] };

export function processJoinRequest(
  clubId: number,
  decision: JoinRequestDecision,
): Promise<DataResponse<JoinRequest | JoinRequest[]>> {
  const base = `/clubs/${clubId}/join-requests`;
  if (decision.action === 'approve')
    return api.post<DataResponse<JoinRequest>>(`${base}/${decision.requestId}/approve`);
  if (decision.action === 'reject')
    return api.post<DataResponse<JoinRequest>>(
      `${base}/${decision.requestId}/reject`,
      { reason: decision.reason },
      { silent: true },
    );
  // All or none: a refusal (one of them answered meanwhile) is shown as a toast.
  return api.post<DataResponse<JoinRequest[]>>(`${base}/bulk-approve`, { request_ids: decision.requestIds });
}

export function useProcessJoinRequest(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: JoinRequestDecision) => processJoinRequest(clubId, decision),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateClubPeople(queryClient, clubId),
  });
}
