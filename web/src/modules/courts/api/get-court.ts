import type { Court } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { courtKeys } from '../courts.keys';

/** GET /courts/{id}. Silent: the page shows a missing court itself. */
export function getCourt(id: number, signal?: AbortSignal): Promise<DataResponse<Court>> {
  return api.get<DataResponse<Court>>(`/courts/${id}`, { signal, silent: true });
}

export function courtQueryOptions(id: number) {
  return queryOptions({
    queryKey: courtKeys.detail(id),
    queryFn: ({ signal }) => getCourt(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCourt(id: number) {
  return useQuery(courtQueryOptions(id));
}
