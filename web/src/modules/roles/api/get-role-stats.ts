import type { RoleStatsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { roleKeys } from '../roles.keys';

export type RoleStats = z.infer<typeof RoleStatsSchema>;

/** GET /roles/stats. */
export function getRoleStats(signal?: AbortSignal): Promise<DataResponse<RoleStats>> {
  return api.get<DataResponse<RoleStats>>('/roles/stats', { signal });
}

export function roleStatsQueryOptions() {
  return queryOptions({ queryKey: roleKeys.stats(), queryFn: ({ signal }) => getRoleStats(signal) });
}

export function useRoleStats() {
  return useQuery(roleStatsQueryOptions());
}
