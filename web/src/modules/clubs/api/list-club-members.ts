import type { ClubMember } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type ClubListParams, clubKeys } from '../clubs.keys';

/** GET /clubs/{id}/members: owner and admins first, then by name. */
export function listClubMembers(
  id: number,
  query: ClubListParams,
  signal?: AbortSignal,
): Promise<ListResponse<ClubMember>> {
  return api.get<ListResponse<ClubMember>>(`/clubs/${id}/members`, { query, signal });
}

export function clubMembersQueryOptions(id: number, query: ClubListParams) {
  return queryOptions({
    queryKey: clubKeys.members(id, query),
    queryFn: ({ signal }) => listClubMembers(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClubMembers(id: number, query: ClubListParams) {
  return useQuery(clubMembersQueryOptions(id, query));
}
