import type { Role } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type RoleListParams, roleKeys } from '../roles.keys';

/** GET /roles: one page of roles under a search, filters and sort. */
export function listRoles(query: RoleListParams, signal?: AbortSignal): Promise<ListResponse<Role>> {
  return api.get<ListResponse<Role>>('/roles', { query, signal });
}

export function rolesQueryOptions(query: RoleListParams) {
  return queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoles(query: RoleListParams) {
  return useQuery(rolesQueryOptions(query));
}
