import type { Configuration, ConfigurationKey } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { configurationKeys } from '../configurations.keys';

/** PUT /configurations/{key}: secrets left blank keep their saved values. Silent: a 422 lands on the fields. */
export function updateConfiguration(
  key: ConfigurationKey,
  input: unknown,
): Promise<DataResponse<Configuration>> {
  return api.put<DataResponse<Configuration>>(`/configurations/${key}`, input, { silent: true });
}

export function useUpdateConfiguration(key: ConfigurationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => updateConfiguration(key, input),
    onSuccess: (response) => {
      queryClient.setQueryData(configurationKeys.detail(key), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
  });
}
