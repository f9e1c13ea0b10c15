import type { Gateway } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type PaymentListParams, paymentKeys } from '../payments.keys';

/** GET /payments/gateways (payment.gateway.view): the gateways under a search (name, key) and provider and status filters. */
export function listGateways(query: PaymentListParams, signal?: AbortSignal): Promise<ListResponse<Gateway>> {
  return api.get<ListResponse<Gateway>>('/payments/gateways', { query, signal });
}

export function useGateways(query: PaymentListParams) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.gatewayList(query),
      queryFn: ({ signal }) => listGateways(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
