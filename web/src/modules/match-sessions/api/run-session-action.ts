import type { MatchSession } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/** The workflow steps a session takes by a POST of its own. */
export type SessionStep = 'start' | 'complete' | 'cancel';

/**
 * POST /match-sessions/{id}/start | complete | cancel. Starting creates the real matches;
 * completing and cancelling void the matches not played. Silent: the confirmation shows a refusal.
 */
export function runSessionAction(id: number, step: SessionStep): Promise<DataResponse<MatchSession>> {
  return api.post<DataResponse<MatchSession>>(`/match-sessions/${id}/${step}`, undefined, { silent: true });
}

export function useRunSessionAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: SessionStep) => runSessionAction(id, step),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      // Starting, completing or cancelling creates or voids matches: the matches module's lists follow by realtime.
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
