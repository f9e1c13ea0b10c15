import type { DeviceStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { deviceKeys } from '../devices.keys';

/** GET /devices/stats: by status, platform and app version, and those active in the last 7 days. */
export function getDeviceStats(signal?: AbortSignal): Promise<DataResponse<DeviceStats>> {
  return api.get<DataResponse<DeviceStats>>('/devices/stats', { signal });
}

export function deviceStatsQueryOptions() {
  return queryOptions({ queryKey: deviceKeys.stats(), queryFn: ({ signal }) => getDeviceStats(signal) });
}

export function useDeviceStats() {
  return useQuery(deviceStatsQueryOptions());
}
