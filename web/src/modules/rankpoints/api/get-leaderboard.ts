import type { LeaderboardEntry } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type RankpointListParams, rankpointKeys } from '../rankpoints.keys';

/**
 * GET /rankpoints/leaderboard: ranked players of a match type with their movement since a week
 * ago, under the type, gender, province and age band filters.
 */
export function getLeaderboard(
  query: RankpointListParams,
  signal?: AbortSignal,
): Promise<ListResponse<LeaderboardEntry>> {
  return api.get<ListResponse<LeaderboardEntry>>('/rankpoints/leaderboard', { query, signal });
}

export function leaderboardQueryOptions(query: RankpointListParams) {
  return queryOptions({
    queryKey: rankpointKeys.leaderboard(query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(query: RankpointListParams) {
  return useQuery(leaderboardQueryOptions(query));
}
