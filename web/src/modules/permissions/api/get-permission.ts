import type { Permission } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { permissionKeys } from '../permissions.keys';

/** GET /permissions/{id}: one permission with the roles holding it. */
export function getPermission(id: number, signal?: AbortSignal): Promise<DataResponse<Permission>> {
  return api.get<DataResponse<Permission>>(`/permissions/${id}`, { signal });
}

export function permissionQueryOptions(id: number) {
  return queryOptions({
    queryKey: permissionKeys.detail(id),
    queryFn: ({ signal }) => getPermission(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePermission(id: number) {
  return useQuery(permissionQueryOptions(id));
}
