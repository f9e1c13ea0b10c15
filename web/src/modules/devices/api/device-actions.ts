import type { Device } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { deviceKeys } from '../devices.keys';
import { invalidateDevices } from './invalidate-devices';

/** POST /devices/{id}/block { reason }: no more push to it, its calls refused. Silent: the dialog shows refusals. */
export function blockDevice(id: number, reason: string): Promise<DataResponse<Device>> {
  return api.post<DataResponse<Device>>(`/devices/${id}/block`, { reason }, { silent: true });
}

/** POST /devices/{id}/activate { reason? }. */
export function activateDevice(id: number, reason: string | null): Promise<DataResponse<Device>> {
  return api.post<DataResponse<Device>>(`/devices/${id}/activate`, { reason }, { silent: true });
}

/** DELETE /devices/{id} (cannot be undone). */
export function deleteDevice(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/devices/${id}`, { silent: true });
}

/** Block or activate with a reason; the device, the lists and the figures follow. */
export function useSetDeviceBlocked(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ blocked, reason }: { blocked: boolean; reason: string | null }) =>
      blocked ? blockDevice(id, reason ?? '') : activateDevice(id, reason),
    onSuccess: (response) => {
      queryClient.setQueryData(deviceKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateDevices(queryClient, id);
    },
  });
}

export function useDeleteDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDevice(id),
    onSuccess: (response) => {
      queryClient.removeQueries({ queryKey: deviceKeys.detail(id) });
      toaster.success({ title: response.message });
      return invalidateDevices(queryClient);
    },
  });
}
