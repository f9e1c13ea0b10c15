import type { Device } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { deviceKeys } from '../devices.keys';

/** GET /devices/{id}. */
export function getDevice(id: number, signal?: AbortSignal): Promise<DataResponse<Device>> {
  return api.get<DataResponse<Device>>(`/devices/${id}`, { signal });
}

export function deviceQueryOptions(id: number) {
  return queryOptions({ queryKey: deviceKeys.detail(id), queryFn: ({ signal }) => getDevice(id, signal) });
}

export function useDevice(id: number | null) {
  return useQuery({ ...deviceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
