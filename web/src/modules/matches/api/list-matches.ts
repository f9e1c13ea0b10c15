import type { Match } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type MatchListParams, matchKeys } from '../matches.keys';

/** GET /matches: one page of matches under a search, filters and sort. */
export function listMatches(query: MatchListParams, signal?: AbortSignal): Promise<ListResponse<Match>> {
  return api.get<ListResponse<Match>>('/matches', { query, signal });
}

export function matchesQueryOptions(query: MatchListParams) {
  return queryOptions({
    queryKey: matchKeys.list(query),
    queryFn: ({ signal }) => listMatches(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMatches(query: MatchListParams) {
  return useQuery(matchesQueryOptions(query));
}
