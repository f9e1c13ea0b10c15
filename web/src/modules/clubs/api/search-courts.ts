import type { Court } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { clubKeys } from '../clubs.keys';

/** What the club form shows of a court found by its search. */
export type CourtChoice = Pick<Court, 'id' | 'name' | 'province' | 'ward' | 'address_detail'>;

/** GET /courts?search=: the first courts matching a name or address (diacritics ignored). */
export async function searchCourts(search: string, signal?: AbortSignal): Promise<CourtChoice[]> {
  const response = await api.get<ListResponse<Court>>('/courts', {
    query: { search: search || undefined, per_page: 25, sort: 'name' },
    signal,
    // The picker says so itself when the search fails.
    silent: true,
  });
  return response.data.map(({ id, name, province, ward, address_detail }) => ({
    id,
    name,
    province,
    ward,
    address_detail,
  }));
}

export function courtSearchQueryOptions(search: string, enabled = true) {
  return queryOptions({
    queryKey: clubKeys.courtSearch(search),
    queryFn: ({ signal }) => searchCourts(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function useCourtSearch(search: string, enabled = true) {
  return useQuery(courtSearchQueryOptions(search, enabled));
}
