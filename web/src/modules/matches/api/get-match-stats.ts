import type { MatchStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';

/** GET /matches/stats: the figures over the list. */
export function getMatchStats(signal?: AbortSignal): Promise<DataResponse<MatchStats>> {
  return api.get<DataResponse<MatchStats>>('/matches/stats', { signal });
}

export function matchStatsQueryOptions() {
  return queryOptions({ queryKey: matchKeys.stats(), queryFn: ({ signal }) => getMatchStats(signal) });
}

export function useMatchStats() {
  return useQuery(matchStatsQueryOptions());
}
