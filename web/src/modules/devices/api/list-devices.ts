import type { Device } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type DeviceListParams, deviceKeys } from '../devices.keys';

/** GET /devices: one page of devices under a search (diacritics ignored), filters and sort. */
export function listDevices(query: DeviceListParams, signal?: AbortSignal): Promise<ListResponse<Device>> {
  return api.get<ListResponse<Device>>('/devices', { query, signal });
}

export function devicesQueryOptions(query: DeviceListParams) {
  return queryOptions({
    queryKey: deviceKeys.list(query),
    queryFn: ({ signal }) => listDevices(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDevices(query: DeviceListParams) {
  return useQuery(devicesQueryOptions(query));
}
