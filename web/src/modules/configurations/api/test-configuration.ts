import type { Configuration, ConfigurationKey } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { configurationKeys } from '../configurations.keys';

/**
 * POST /configurations/{key}/test: a real message through the saved values (409
 * configuration.not_saved before the first save; 422 provider.test_failed). Silent: the page shows it.
 * The message says when it was sent in the reader's time zone.
 */
export function testConfiguration(
  key: ConfigurationKey,
  address: string,
): Promise<DataResponse<Configuration>> {
  return api.post<DataResponse<Configuration>>(
    `/configurations/${key}/test`,
    { address },
    { silent: true, query: { tz: Intl.DateTimeFormat().resolvedOptions().timeZone } },
  );
}

export function useTestConfiguration(key: ConfigurationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => testConfiguration(key, address),
    onSuccess: (response) => queryClient.setQueryData(configurationKeys.detail(key), { data: response.data }),
    // A failed test is recorded too: the last test is fetched again.
    onError: () => queryClient.invalidateQueries({ queryKey: configurationKeys.detail(key) }),
  });
}
