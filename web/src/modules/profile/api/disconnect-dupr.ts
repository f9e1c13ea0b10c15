import type { DuprStatus } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeDuprStatus } from './dupr-cache';

/** DELETE /profile/dupr: the connection and its tokens are deleted. Silent: the confirm dialog shows a refusal. */
export function disconnectDupr(): Promise<DataResponse<DuprStatus>> {
  return api.delete<DataResponse<DuprStatus>>('/profile/dupr', { silent: true });
}

export function useDisconnectDupr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectDupr,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeDuprStatus(queryClient, response.data, { pointsChanged: false });
    },
  });
}
