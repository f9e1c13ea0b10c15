import type { PermissionFiltersSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { permissionKeys } from '../permissions.keys';

export type PermissionFilterOptions = z.infer<typeof PermissionFiltersSchema>;

/** GET /permissions/filters: the groups and roles the list can be filtered by. */
export function getPermissionFilters(signal?: AbortSignal): Promise<DataResponse<PermissionFilterOptions>> {
  return api.get<DataResponse<PermissionFilterOptions>>('/permissions/filters', { signal });
}

export function permissionFiltersQueryOptions() {
  return queryOptions({
    queryKey: permissionKeys.filters(),
    queryFn: ({ signal }) => getPermissionFilters(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePermissionFilters() {
  return useQuery(permissionFiltersQueryOptions());
}
