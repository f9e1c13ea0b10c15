import type { DuprStatus } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeDuprStatus } from './dupr-cache';

/** POST /profile/dupr/sync: DUPR's ratings into the profile's points (the token refreshed when due). */
export function syncDupr(): Promise<DataResponse<DuprStatus>> {
  return api.post<DataResponse<DuprStatus>>('/profile/dupr/sync');
}

export function useSyncDupr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncDupr,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeDuprStatus(queryClient, response.data, { pointsChanged: true });
    },
  });
}
