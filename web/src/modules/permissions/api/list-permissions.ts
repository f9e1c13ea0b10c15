import type { Permission } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type PermissionListParams, permissionKeys } from '../permissions.keys';

/** GET /permissions: one page of permissions under a search, filters and sort. */
export function listPermissions(
  query: PermissionListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Permission>> {
  return api.get<ListResponse<Permission>>('/permissions', { query, signal });
}

export function permissionsQueryOptions(query: PermissionListParams) {
  return queryOptions({
    queryKey: permissionKeys.list(query),
    queryFn: ({ signal }) => listPermissions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePermissions(query: PermissionListParams) {
  return useQuery(permissionsQueryOptions(query));
}
