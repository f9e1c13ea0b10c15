import type { PaymentDetail } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

/** GET /payments/transactions/{id}: the payment with its gateway's answer, its refunds and its history. */
export function getPayment(id: number, signal?: AbortSignal): Promise<DataResponse<PaymentDetail>> {
  return api.get<DataResponse<PaymentDetail>>(`/payments/transactions/${id}`, { signal });
}

export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePayment(id: number) {
  return useQuery(paymentQueryOptions(id));
}
