import type { Provider } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type ProviderListParams, providerKeys } from '../notification-providers.keys';

/** GET /notification-providers: the providers by priority, under a search, type, health and enabled filters. */
export function listProviders(
  query: ProviderListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Provider>> {
  return api.get<ListResponse<Provider>>('/notification-providers', { query, signal });
}

export function providersQueryOptions(query: ProviderListParams) {
  return queryOptions({
    queryKey: providerKeys.list(query),
    queryFn: ({ signal }) => listProviders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProviders(query: ProviderListParams) {
  return useQuery(providersQueryOptions(query));
}
