import type { DeviceFilterOptions } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { deviceKeys } from '../devices.keys';

/** GET /devices/filters: the app versions devices reported, newest first (the list's filter). */
export function getDeviceFilters(signal?: AbortSignal): Promise<DataResponse<DeviceFilterOptions>> {
  return api.get<DataResponse<DeviceFilterOptions>>('/devices/filters', { signal });
}

export function useDeviceFilters() {
  return useQuery(
    queryOptions({ queryKey: deviceKeys.filters(), queryFn: ({ signal }) => getDeviceFilters(signal) }),
  );
}
