import type { MatchSession, SessionCreateInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/**
 * POST /match-sessions: the schedule as shown (after any swaps) saved as a draft with its event, or
 * the event alone (no players, no rounds: an evening planned ahead). Silent: the page shows a refusal.
 */
export function createMatchSession(input: SessionCreateInput): Promise<DataResponse<MatchSession>> {
  return api.post<DataResponse<MatchSession>>('/match-sessions', input, { silent: true });
}

export function useCreateMatchSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatchSession,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
