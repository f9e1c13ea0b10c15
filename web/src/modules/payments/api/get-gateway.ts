import type { Gateway } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

/** GET /payments/gateways/{id}: the settings without the credentials (only whether each is set), the webhook URL, the last test. */
export function getGateway(id: number, signal?: AbortSignal): Promise<DataResponse<Gateway>> {
  return api.get<DataResponse<Gateway>>(`/payments/gateways/${id}`, { signal });
}

export function useGateway(id: number) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.gateway(id),
      queryFn: ({ signal }) => getGateway(id, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
