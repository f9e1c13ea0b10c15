import type { MatchSession } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeChangedMatchSession } from './store-match-session';

/** DELETE /match-sessions/{id}/games/{gameId}: never the last one. Silent: the confirmation shows a refusal. */
export function deleteSessionGame(id: number, gameId: number): Promise<DataResponse<MatchSession>> {
  return api.delete<DataResponse<MatchSession>>(`/match-sessions/${id}/games/${gameId}`, { silent: true });
}

export function useDeleteSessionGame(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) => deleteSessionGame(id, gameId),
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return storeChangedMatchSession(queryClient, response.data);
    },
  });
}
