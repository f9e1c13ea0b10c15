import type { QueryClient } from '@tanstack/react-query';
import { providerKeys } from '../notification-providers.keys';

/** After a change to a provider: the lists, the Zalo page and, when named, that provider. */
export function invalidateProviders(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: providerKeys.zaloZns() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: providerKeys.detail(id) })]),
  ]);
}
