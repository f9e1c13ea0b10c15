import type { Tournament } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type TournamentListParams, tournamentKeys } from '../tournaments.keys';

/** GET /tournaments: one page under a search (diacritics ignored), filters and sort. */
export function listTournaments(
  query: TournamentListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Tournament>> {
  return api.get<ListResponse<Tournament>>('/tournaments', { query, signal });
}

export function tournamentsQueryOptions(query: TournamentListParams) {
  return queryOptions({
    queryKey: tournamentKeys.list(query),
    queryFn: ({ signal }) => listTournaments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTournaments(query: TournamentListParams) {
  return useQuery(tournamentsQueryOptions(query));
}
