import type { RoleSummary } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { userKeys } from '../users.keys';

/** GET /users/roles: the roles the caller may assign in the user form. */
export function listAssignableRoles(signal?: AbortSignal): Promise<DataResponse<RoleSummary[]>> {
  return api.get<DataResponse<RoleSummary[]>>('/users/roles', { signal });
}

export function assignableRolesQueryOptions() {
  return queryOptions({
    queryKey: userKeys.assignableRoles(),
    queryFn: ({ signal }) => listAssignableRoles(signal),
  });
}

export function useAssignableRoles() {
  return useQuery(assignableRolesQueryOptions());
}
