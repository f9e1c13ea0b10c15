import type { PermissionGroupSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { permissionKeys } from '../permissions.keys';

export type PermissionGroup = z.infer<typeof PermissionGroupSchema>;

/** GET /permissions/grouped: every permission by module (the group suggestions of the form). */
export function listGroupedPermissions(signal?: AbortSignal): Promise<DataResponse<PermissionGroup[]>> {
  return api.get<DataResponse<PermissionGroup[]>>('/permissions/grouped', { signal });
}

export function groupedPermissionsQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: permissionKeys.grouped(),
    queryFn: ({ signal }) => listGroupedPermissions(signal),
    enabled,
  });
}

export function useGroupedPermissions(enabled = true) {
  return useQuery(groupedPermissionsQueryOptions(enabled));
}
