import type { CourtRequest } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type CourtRequestListParams, courtRequestKeys } from '../court-requests.keys';

/** GET /court-requests: status, urgency and search filters; `sort=urgent` puts the longest waiting first. */
export function listCourtRequests(
  query: CourtRequestListParams,
  signal?: AbortSignal,
): Promise<ListResponse<CourtRequest>> {
  return api.get<ListResponse<CourtRequest>>('/court-requests', { query, signal });
}

export function courtRequestsQueryOptions(query: CourtRequestListParams) {
  return queryOptions({
    queryKey: courtRequestKeys.list(query),
    queryFn: ({ signal }) => listCourtRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourtRequests(query: CourtRequestListParams) {
  return useQuery(courtRequestsQueryOptions(query));
}
