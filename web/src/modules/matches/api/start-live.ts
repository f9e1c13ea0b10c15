import type { LiveSession, LiveStartInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';
import { invalidateMatches } from './invalidate-matches';

/** POST /matches/{id}/live/start: the first server is chosen; the match goes in progress. */
export function startLive(id: number, input: LiveStartInput): Promise<DataResponse<LiveSession>> {
  return api.post<DataResponse<LiveSession>>(`/matches/${id}/live/start`, input);
}

export function useStartLive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiveStartInput) => startLive(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(matchKeys.live(id), response);
      void invalidateMatches(queryClient);
    },
  });
}
