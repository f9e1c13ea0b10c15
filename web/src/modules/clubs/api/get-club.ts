import type { Club } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { clubKeys } from '../clubs.keys';

/** GET /clubs/{id}. */
export function getClub(id: number, signal?: AbortSignal): Promise<DataResponse<Club>> {
  return api.get<DataResponse<Club>>(`/clubs/${id}`, { signal });
}

export function clubQueryOptions(id: number) {
  return queryOptions({
    queryKey: clubKeys.detail(id),
    queryFn: ({ signal }) => getClub(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useClub(id: number) {
  return useQuery(clubQueryOptions(id));
}
