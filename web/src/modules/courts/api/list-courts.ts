import type { Court } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type CourtListParams, courtKeys } from '../courts.keys';

/** GET /courts: one page of courts under a search (diacritics ignored), filters and sort. */
export function listCourts(query: CourtListParams, signal?: AbortSignal): Promise<ListResponse<Court>> {
  return api.get<ListResponse<Court>>('/courts', { query, signal });
}

export function courtsQueryOptions(query: CourtListParams) {
  return queryOptions({
    queryKey: courtKeys.list(query),
    queryFn: ({ signal }) => listCourts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourts(query: CourtListParams) {
  return useQuery(courtsQueryOptions(query));
}
