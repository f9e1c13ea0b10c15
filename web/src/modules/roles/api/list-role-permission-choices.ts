import type { PermissionGroupSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { roleKeys } from '../roles.keys';

export type PermissionGroup = z.infer<typeof PermissionGroupSchema>;

/** GET /roles/permissions: every permission grouped by module, for the role form's picker. */
export function listRolePermissionChoices(signal?: AbortSignal): Promise<DataResponse<PermissionGroup[]>> {
  return api.get<DataResponse<PermissionGroup[]>>('/roles/permissions', { signal });
}

export function rolePermissionChoicesQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.permissionChoices(),
    queryFn: ({ signal }) => listRolePermissionChoices(signal),
  });
}

export function useRolePermissionChoices() {
  return useQuery(rolePermissionChoicesQueryOptions());
}
