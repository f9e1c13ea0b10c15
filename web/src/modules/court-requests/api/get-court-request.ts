import type { CourtRequest } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { courtRequestKeys } from '../court-requests.keys';

/** GET /court-requests/{id}: the request with its review history and comments. Silent: the page says when it is missing. */
export function getCourtRequest(id: number, signal?: AbortSignal): Promise<DataResponse<CourtRequest>> {
  return api.get<DataResponse<CourtRequest>>(`/court-requests/${id}`, { signal, silent: true });
}

export function courtRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: courtRequestKeys.detail(id),
    queryFn: ({ signal }) => getCourtRequest(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCourtRequest(id: number) {
  return useQuery(courtRequestQueryOptions(id));
}
