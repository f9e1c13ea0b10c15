import type { Provider } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { providerKeys } from '../notification-providers.keys';
import { invalidateProviders } from './invalidate-providers';

/**
 * POST /notification-providers/{id}/test: a real message to `address` through the saved config.
 * 422 provider.test_failed (with the reason) or provider.test_address_required. Silent: the dialog shows it.
 */
export function testProvider(id: number, address: string): Promise<DataResponse<Provider>> {
  return api.post<DataResponse<Provider>>(
    `/notification-providers/${id}/test`,
    { address },
    { silent: true },
  );
}

export function useTestProvider(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => testProvider(id, address),
    onSuccess: (response) => {
      queryClient.setQueryData(providerKeys.detail(id), { data: response.data });
      return invalidateProviders(queryClient);
    },
    // A failed test is recorded too (the provider turns unhealthy): its last test is fetched again.
    onError: (error) => {
      if (isApiError(error) && error.status === 422) return invalidateProviders(queryClient, id);
    },
  });
}
