import type { PermissionStatsSchema, RoleStatsSchema, UserStats } from '@pickleball/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard.keys';

export type RoleStats = z.infer<typeof RoleStatsSchema>;
export type PermissionStats = z.infer<typeof PermissionStatsSchema>;

/**
 * The figures of each module the user may view; a query runs only with its view permission, so
 * the dashboard never asks for what it would be refused.
 */
export function useUserStats(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.userStats(),
    queryFn: ({ signal }) => api.get<DataResponse<UserStats>>('/users/stats', { signal }),
    select: (response) => response.data,
    enabled,
  });
}

export function useRoleStats(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.roleStats(),
    queryFn: ({ signal }) => api.get<DataResponse<RoleStats>>('/roles/stats', { signal }),
    select: (response) => response.data,
    enabled,
  });
}

export function usePermissionStats(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.permissionStats(),
    queryFn: ({ signal }) => api.get<DataResponse<PermissionStats>>('/permissions/stats', { signal }),
    select: (response) => response.data,
    enabled,
  });
}
