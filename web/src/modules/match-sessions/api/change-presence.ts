import type { MatchSession, SessionPresenceInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { storeChangedMatchSession } from './store-match-session';

/**
 * POST /match-sessions/{id}/presence (match.session.manage, doubles, draft or active): players
 * arrived late or left early; the rounds not yet begun are planned again (rounds under way never
 * change). Answers the whole session. Silent: the dialog shows a refusal (a 422 on `arrive.0` or
 * `leave.0`, a 409 for a singles night); the page shows the server's message with the new rounds.
 */
export function changePresence(id: number, input: SessionPresenceInput): Promise<DataResponse<MatchSession>> {
  return api.post<DataResponse<MatchSession>>(`/match-sessions/${id}/presence`, input, { silent: true });
}

export function useChangePresence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionPresenceInput) => changePresence(id, input),
    onSuccess: (response) => storeChangedMatchSession(queryClient, response.data),
  });
}
