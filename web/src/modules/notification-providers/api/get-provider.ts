import type { Provider } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { providerKeys } from '../notification-providers.keys';

/** GET /notification-providers/{id}: the config without its secrets, which secrets are set, health and last test. */
export function getProvider(id: number, signal?: AbortSignal): Promise<DataResponse<Provider>> {
  return api.get<DataResponse<Provider>>(`/notification-providers/${id}`, { signal });
}

export function providerQueryOptions(id: number) {
  return queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }) => getProvider(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useProvider(id: number) {
  return useQuery(providerQueryOptions(id));
}
