import type { MatchSession } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { matchSessionKeys } from '../match-sessions.keys';

/** A game called to its court: the first call, or again (only when asked: a double tap rings once). */
export interface CallVariables {
  gameId: number;
  again: boolean;
}

/**
 * POST /match-sessions/{id}/games/{game_id}/call (match.session.manage, issue 31 §3): the game's
 * players told at once to go to their court (the next game there told it is on deck). Silent: the
 * button, or the "Call again" confirmation, shows a refusal (already called, match finished).
 */
export function callSessionGame(
  id: number,
  { gameId, again }: CallVariables,
): Promise<DataResponse<MatchSession>> {
  return api.post<DataResponse<MatchSession>>(
    `/match-sessions/${id}/games/${gameId}/call`,
    { again },
    { silent: true },
  );
}

/**
 * One game's call. The answer is the session with the call's time and count: only its page
 * changes (no list, figure or statistic shows a call). A conflict means this board was behind
 * (called from another phone, the match finished): the session is fetched again.
 */
export function useCallSessionGame(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CallVariables) => callSessionGame(id, variables),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      queryClient.setQueryData(matchSessionKeys.detail(id), { data: response.data });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: matchSessionKeys.detail(id), exact: true });
      return undefined;
    },
  });
}
