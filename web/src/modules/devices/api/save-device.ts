import type { Device, DeviceInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { deviceKeys } from '../devices.keys';
import { invalidateDevices } from './invalidate-devices';

/** POST /devices. Silent: a 422 lands on the form's fields. */
export function createDevice(input: DeviceInput): Promise<DataResponse<Device>> {
  return api.post<DataResponse<Device>>('/devices', input, { silent: true });
}

/** PUT /devices/{id}. Silent: a 422 lands on the form's fields. */
export function updateDevice(id: number, input: DeviceInput): Promise<DataResponse<Device>> {
  return api.put<DataResponse<Device>>(`/devices/${id}`, input, { silent: true });
}

/** Creates a device (no id) or saves one; the lists and figures follow. */
export function useSaveDevice(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceInput) => (id === undefined ? createDevice(input) : updateDevice(id, input)),
    onSuccess: (response) => {
      queryClient.setQueryData(deviceKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateDevices(queryClient, response.data.id);
    },
  });
}
