import type { DuprStatus } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { storeDuprStatus } from './dupr-cache';

export interface DuprLogin {
  email: string;
  password: string;
}

/**
 * POST /profile/dupr/connect: logs in to DUPR with the player's DUPR e-mail and password (never
 * stored; the server keeps DUPR's tokens, encrypted). Silent: the dialog shows a refusal inside.
 */
export function connectDupr(input: DuprLogin): Promise<DataResponse<DuprStatus>> {
  return api.post<DataResponse<DuprStatus>>('/profile/dupr/connect', input, { silent: true });
}

export function useConnectDupr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectDupr,
    onSuccess: async (response) => {
      if (response.message) toaster.success({ title: response.message });
      await storeDuprStatus(queryClient, response.data, { pointsChanged: true });
    },
  });
}
