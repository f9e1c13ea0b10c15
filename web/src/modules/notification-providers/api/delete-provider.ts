import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { providerKeys } from '../notification-providers.keys';
import { invalidateProviders } from './invalidate-providers';

/** DELETE /notification-providers/{id}. Silent: the confirmation dialog shows a refusal. */
export function deleteProvider(id: number): Promise<unknown> {
  return api.delete(`/notification-providers/${id}`, { silent: true });
}

export function useDeleteProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProvider,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: providerKeys.detail(id) });
      return invalidateProviders(queryClient);
    },
  });
}
