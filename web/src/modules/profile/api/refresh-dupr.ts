import type { DuprStatus } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeDuprStatus } from './dupr-cache';

/** POST /profile/dupr/refresh: a new DUPR access token from the stored refresh token. */
export function refreshDupr(): Promise<DataResponse<DuprStatus>> {
  return api.post<DataResponse<DuprStatus>>('/profile/dupr/refresh');
}

export function useRefreshDupr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDupr,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeDuprStatus(queryClient, response.data, { pointsChanged: false });
    },
  });
}
