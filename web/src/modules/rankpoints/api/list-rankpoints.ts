import type { Rankpoint } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type RankpointListParams, rankpointKeys } from '../rankpoints.keys';

/** GET /rankpoints: one page of players' rank points (search by player; type and status filters). */
export function listRankpoints(
  query: RankpointListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Rankpoint>> {
  return api.get<ListResponse<Rankpoint>>('/rankpoints', { query, signal });
}

export function rankpointsQueryOptions(query: RankpointListParams) {
  return queryOptions({
    queryKey: rankpointKeys.list(query),
    queryFn: ({ signal }) => listRankpoints(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRankpoints(query: RankpointListParams) {
  return useQuery(rankpointsQueryOptions(query));
}
