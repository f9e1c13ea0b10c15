import type { Match } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { matchKeys } from '../matches.keys';
import { invalidateMatches } from './invalidate-matches';

/**
 * The workflow's steps (SPEC §4 "Match"): POST /matches/{id}/<action>, each answering the match
 * and a message. One file for the family: the same path shape, body and answer.
 */
export type MatchWorkflowAction =
  | 'complete'
  | 'submit'
  | 'confirm'
  | 'dispute'
  | 'review'
  | 'approve'
  | 'reject'
  | 'certify'
  | 'void';

export interface MatchActionVariables {
  id: number;
  action: MatchWorkflowAction;
  /** Dispute, reject and void carry a reason of at least 10 characters. */
  reason?: string;
}

/** Silent: a reason dialog shows the refusal inside; other callers toast it themselves. */
export function runMatchAction({ id, action, reason }: MatchActionVariables): Promise<DataResponse<Match>> {
  return api.post<DataResponse<Match>>(
    `/matches/${id}/${action}`,
    reason === undefined ? undefined : { reason },
    { silent: true },
  );
}

export function useMatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMatchAction,
    onSuccess: (response, { id }) => {
      queryClient.setQueryData(matchKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateMatches(queryClient),
  });
}
