import type { RoleFiltersSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { roleKeys } from '../roles.keys';

export type RoleFilterOptions = z.infer<typeof RoleFiltersSchema>;

/** GET /roles/filters: the permissions and groups the role list can be filtered by. */
export function getRoleFilters(signal?: AbortSignal): Promise<DataResponse<RoleFilterOptions>> {
  return api.get<DataResponse<RoleFilterOptions>>('/roles/filters', { signal });
}

export function roleFiltersQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.filters(),
    queryFn: ({ signal }) => getRoleFilters(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRoleFilters() {
  return useQuery(roleFiltersQueryOptions());
}
