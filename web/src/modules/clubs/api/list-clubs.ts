import type { Club } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type ClubListParams, clubKeys } from '../clubs.keys';

/** GET /clubs: one page of clubs under a search (diacritics ignored), filters and sort. */
export function listClubs(query: ClubListParams, signal?: AbortSignal): Promise<ListResponse<Club>> {
  return api.get<ListResponse<Club>>('/clubs', { query, signal });
}

export function clubsQueryOptions(query: ClubListParams) {
  return queryOptions({
    queryKey: clubKeys.list(query),
    queryFn: ({ signal }) => listClubs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClubs(query: ClubListParams) {
  return useQuery(clubsQueryOptions(query));
}
