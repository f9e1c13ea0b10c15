import type { MatchSession, SessionGameInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/**
 * PUT /match-sessions/{id}/games/{gameId}: new players for a game whose match has not started.
 * Silent: the game's editor shows the refusal (a locked game, a player busy in the round).
 */
export function updateSessionGame(
  id: number,
  gameId: number,
  input: SessionGameInput,
): Promise<DataResponse<MatchSession>> {
  return api.put<DataResponse<MatchSession>>(`/match-sessions/${id}/games/${gameId}`, input, {
    silent: true,
  });
}

export function useUpdateSessionGame(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, input }: { gameId: number; input: SessionGameInput }) =>
      updateSessionGame(id, gameId, input),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
