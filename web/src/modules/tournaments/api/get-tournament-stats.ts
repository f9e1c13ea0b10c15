import type { TournamentStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/stats: by status, upcoming, open for entries, entries, archived. */
export function getTournamentStats(signal?: AbortSignal): Promise<DataResponse<TournamentStats>> {
  return api.get<DataResponse<TournamentStats>>('/tournaments/stats', { signal });
}

export function useTournamentStats() {
  return useQuery(
    queryOptions({ queryKey: tournamentKeys.stats(), queryFn: ({ signal }) => getTournamentStats(signal) }),
  );
}
