import type { Role } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { roleKeys } from '../roles.keys';

/** GET /roles/{id}: one role with its permissions. */
export function getRole(id: number, signal?: AbortSignal): Promise<DataResponse<Role>> {
  return api.get<DataResponse<Role>>(`/roles/${id}`, { signal });
}

export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
