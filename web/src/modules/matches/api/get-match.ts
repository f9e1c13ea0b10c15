import type { Match } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';

/** GET /matches/{id}: one match with its teams, games and players' confirmations. */
export function getMatch(id: number, signal?: AbortSignal): Promise<DataResponse<Match>> {
  return api.get<DataResponse<Match>>(`/matches/${id}`, { signal, silent: true });
}

export function matchQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) => getMatch(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useMatch(id: number) {
  return useQuery(matchQueryOptions(id));
}
