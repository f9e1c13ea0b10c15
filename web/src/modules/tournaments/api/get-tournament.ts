import type { Tournament } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/{id}: its fields, state, actions, counts and podium. */
export function getTournament(id: number, signal?: AbortSignal): Promise<DataResponse<Tournament>> {
  return api.get<DataResponse<Tournament>>(`/tournaments/${id}`, { signal, silent: true });
}

export function tournamentQueryOptions(id: number) {
  return queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => getTournament(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTournament(id: number) {
  return useQuery(tournamentQueryOptions(id));
}
