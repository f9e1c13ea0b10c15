import type { Registration, RegistrationStats } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse, type ListResponse } from '../../../lib/api-client';
import { type TournamentListParams, tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/{id}/registrations: one page of entries (search over both players' names). */
export function listRegistrations(
  id: number,
  query: TournamentListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Registration>> {
  return api.get<ListResponse<Registration>>(`/tournaments/${id}/registrations`, { query, signal });
}

export function useRegistrations(id: number, query: TournamentListParams) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.registrationList(id, query),
      queryFn: ({ signal }) => listRegistrations(id, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /tournaments/{id}/registrations/stats: by status and payment, places, fees collected. */
export function getRegistrationStats(
  id: number,
  signal?: AbortSignal,
): Promise<DataResponse<RegistrationStats>> {
  return api.get<DataResponse<RegistrationStats>>(`/tournaments/${id}/registrations/stats`, { signal });
}

export function useRegistrationStats(id: number) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.registrationStats(id),
      queryFn: ({ signal }) => getRegistrationStats(id, signal),
    }),
  );
}
