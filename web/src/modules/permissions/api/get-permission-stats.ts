import type { PermissionStatsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { permissionKeys } from '../permissions.keys';

export type PermissionStats = z.infer<typeof PermissionStatsSchema>;

/** GET /permissions/stats. */
export function getPermissionStats(signal?: AbortSignal): Promise<DataResponse<PermissionStats>> {
  return api.get<DataResponse<PermissionStats>>('/permissions/stats', { signal });
}

export function permissionStatsQueryOptions() {
  return queryOptions({
    queryKey: permissionKeys.stats(),
    queryFn: ({ signal }) => getPermissionStats(signal),
  });
}

export function usePermissionStats() {
  return useQuery(permissionStatsQueryOptions());
}
