import type { SocialProvider } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { authKeys } from './auth.keys';

/** The social sign-in providers the server is configured for (GET /auth/providers). */
export function getProviders(signal?: AbortSignal): Promise<DataResponse<{ providers: SocialProvider[] }>> {
  // Silent: without this list the page still signs in with a password, so no toast.
  return api.get('/auth/providers', { signal, silent: true });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 5 * 60_000,
    select: (response) => response.data.providers,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
