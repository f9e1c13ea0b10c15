import type { Configuration, ConfigurationKey } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { configurationKeys } from '../configurations.keys';

/** GET /configurations/{email|firebase}: the saved values (or the environment's), which secrets are set, the last test. */
export function getConfiguration(
  key: ConfigurationKey,
  signal?: AbortSignal,
): Promise<DataResponse<Configuration>> {
  return api.get<DataResponse<Configuration>>(`/configurations/${key}`, { signal });
}

export function useConfiguration(key: ConfigurationKey) {
  return useQuery(
    queryOptions({
      queryKey: configurationKeys.detail(key),
      queryFn: ({ signal }) => getConfiguration(key, signal),
    }),
  );
}
