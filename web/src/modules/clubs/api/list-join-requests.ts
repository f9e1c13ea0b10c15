import type { JoinRequest } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type ClubListParams, clubKeys } from '../clubs.keys';

/** GET /clubs/{id}/join-requests: newest first, by status (pending, approved, rejected) or all. */
export function listJoinRequests(
  id: number,
  query: ClubListParams,
  signal?: AbortSignal,
): Promise<ListResponse<JoinRequest>> {
  return api.get<ListResponse<JoinRequest>>(`/clubs/${id}/join-requests`, { query, signal });
}

export function joinRequestsQueryOptions(id: number, query: ClubListParams) {
  return queryOptions({
    queryKey: clubKeys.joinRequests(id, query),
    queryFn: ({ signal }) => listJoinRequests(id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJoinRequests(id: number, query: ClubListParams) {
  return useQuery(joinRequestsQueryOptions(id, query));
}
