import type { PaymentFiltersSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

export type PaymentFilterChoices = z.infer<typeof PaymentFiltersSchema>;

/** GET /payments/transactions/filters: the gateways, purposes and currencies the filters offer. */
export function getPaymentFilters(signal?: AbortSignal): Promise<DataResponse<PaymentFilterChoices>> {
  return api.get<DataResponse<PaymentFilterChoices>>('/payments/transactions/filters', { signal });
}

export function usePaymentFilters() {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.filters(),
      queryFn: ({ signal }) => getPaymentFilters(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
