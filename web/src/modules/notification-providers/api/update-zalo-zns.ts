import type { ZaloZnsInputSchema } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { providerKeys } from '../notification-providers.keys';
import type { ZaloZns } from './get-zalo-zns';
import { invalidateProviders } from './invalidate-providers';

/** PUT /zalo-zns: secrets left blank keep their stored values. Silent: a 422 lands on the fields. */
export function updateZaloZns(input: z.input<typeof ZaloZnsInputSchema>): Promise<DataResponse<ZaloZns>> {
  return api.put<DataResponse<ZaloZns>>('/zalo-zns', input, { silent: true });
}

export function useUpdateZaloZns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZaloZns,
    onSuccess: (response) => {
      queryClient.setQueryData(providerKeys.zaloZns(), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateProviders(queryClient);
    },
  });
}
