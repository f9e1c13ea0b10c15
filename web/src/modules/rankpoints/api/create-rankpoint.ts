import type { Rankpoint, RankpointInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidateRankpoints } from './invalidate-rankpoints';

/**
 * POST /rankpoints: a player's rank points with their first rating (history source "initial").
 * Silent: the form shows a 422 on its fields and "already has a record" on the player.
 */
export function createRankpoint(input: RankpointInput): Promise<DataResponse<Rankpoint>> {
  return api.post<DataResponse<Rankpoint>>('/rankpoints', input, { silent: true });
}

export function useCreateRankpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRankpoint,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await invalidateRankpoints(queryClient);
    },
  });
}
