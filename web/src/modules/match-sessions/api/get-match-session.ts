import type { MatchSession } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

/** GET /match-sessions/{id}: settings, players, rounds with each game's match once started. */
export function getMatchSession(id: number, signal?: AbortSignal): Promise<DataResponse<MatchSession>> {
  return api.get<DataResponse<MatchSession>>(`/match-sessions/${id}`, { signal, silent: true });
}

export function matchSessionQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchSessionKeys.detail(id),
    queryFn: ({ signal }) => getMatchSession(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useMatchSession(id: number) {
  return useQuery(matchSessionQueryOptions(id));
}
