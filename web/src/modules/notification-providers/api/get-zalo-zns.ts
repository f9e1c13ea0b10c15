import type { ZaloZnsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { providerKeys } from '../notification-providers.keys';

export type ZaloZns = z.infer<typeof ZaloZnsSchema>;

/** GET /zalo-zns (admin.access): the OA's provider (null before the first save), category templates, token expiry. */
export function getZaloZns(signal?: AbortSignal): Promise<DataResponse<ZaloZns>> {
  return api.get<DataResponse<ZaloZns>>('/zalo-zns', { signal });
}

export function useZaloZns() {
  return useQuery(
    queryOptions({ queryKey: providerKeys.zaloZns(), queryFn: ({ signal }) => getZaloZns(signal) }),
  );
}
