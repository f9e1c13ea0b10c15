import type { Provider } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import type { ProviderBody } from '../components/provider-form-values';
import { providerKeys } from '../notification-providers.keys';
import { invalidateProviders } from './invalidate-providers';

/** POST /notification-providers. Silent: a 422 lands on the form's fields. */
export function createProvider(input: ProviderBody): Promise<DataResponse<Provider>> {
  return api.post<DataResponse<Provider>>('/notification-providers', input, { silent: true });
}

export function useCreateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProvider,
    onSuccess: (response) => {
      queryClient.setQueryData(providerKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateProviders(queryClient);
    },
  });
}
