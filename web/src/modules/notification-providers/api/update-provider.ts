import type { Provider } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import type { ProviderBody } from '../components/provider-form-values';
import { providerKeys } from '../notification-providers.keys';
import { invalidateProviders } from './invalidate-providers';

/** PUT /notification-providers/{id}: a secret left blank keeps its stored value. Silent: a 422 lands on the fields. */
export function updateProvider(id: number, input: ProviderBody): Promise<DataResponse<Provider>> {
  return api.put<DataResponse<Provider>>(`/notification-providers/${id}`, input, { silent: true });
}

export function useUpdateProvider(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProviderBody) => updateProvider(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(providerKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateProviders(queryClient);
    },
  });
}
