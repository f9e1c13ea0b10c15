import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { providerKeys } from '../notification-providers.keys';

/** POST /zalo-zns/test: a ZNS message to a phone through the saved OA. Silent: the page shows a refusal. */
export function testZaloZns(address: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/zalo-zns/test', { address }, { silent: true });
}

export function useTestZaloZns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testZaloZns,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.zaloZns() }),
  });
}
