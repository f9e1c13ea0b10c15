import type { Rankpoint, RankpointUpdate } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRankpoints } from './invalidate-rankpoints';

/**
 * PUT /rankpoints/{id}: type, status and the rating of one match type, with the reason (a changed
 * rating goes into the history, source "admin"). Silent: the form shows the refusal.
 */
export function updateRankpoint(id: number, input: RankpointUpdate): Promise<DataResponse<Rankpoint>> {
  return api.put<DataResponse<Rankpoint>>(`/rankpoints/${id}`, input, { silent: true });
}

export function useUpdateRankpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RankpointUpdate) => updateRankpoint(id, input),
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await invalidateRankpoints(queryClient);
    },
  });
}
