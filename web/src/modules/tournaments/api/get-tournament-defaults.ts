import type { TournamentDefaults } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/defaults (tournament.create): a new tournament's currency, the community's default. */
export function getTournamentDefaults(signal?: AbortSignal): Promise<DataResponse<TournamentDefaults>> {
  return api.get<DataResponse<TournamentDefaults>>('/tournaments/defaults', { signal });
}

export function useTournamentDefaults() {
  return useQuery(
    queryOptions({
      queryKey: [...tournamentKeys.all, 'defaults'] as const,
      queryFn: ({ signal }) => getTournamentDefaults(signal),
      staleTime: 60_000,
    }),
  );
}
