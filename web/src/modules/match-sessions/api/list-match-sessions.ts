import type { MatchSessionListItem } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type MatchSessionListParams, matchSessionKeys } from '../match-sessions.keys';

/** GET /match-sessions: one page of sessions under a search, status and type filters. */
export function listMatchSessions(
  query: MatchSessionListParams,
  signal?: AbortSignal,
): Promise<ListResponse<MatchSessionListItem>> {
  return api.get<ListResponse<MatchSessionListItem>>('/match-sessions', { query, signal });
}

export function matchSessionsQueryOptions(query: MatchSessionListParams) {
  return queryOptions({
    queryKey: matchSessionKeys.list(query),
    queryFn: ({ signal }) => listMatchSessions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMatchSessions(query: MatchSessionListParams) {
  return useQuery(matchSessionsQueryOptions(query));
}
