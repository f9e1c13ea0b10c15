import type { PaymentSummary } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toPaymentQuery, toSummaryQuery } from '../components/payment-query';
import { type PaymentListParams, paymentKeys } from '../payments.keys';

/** GET /payments/transactions/summary: successful, failed, pending, refunded and flagged under the list's filters. */
export function getPaymentSummary(
  filters: PaymentListParams,
  signal?: AbortSignal,
): Promise<DataResponse<PaymentSummary>> {
  return api.get<DataResponse<PaymentSummary>>('/payments/transactions/summary', {
    query: toPaymentQuery(filters),
    signal,
  });
}

/** The figures for a list query (its paging and order left out, so a page change asks nothing). */
export function usePaymentSummary(listQuery: PaymentListParams) {
  const filters = toSummaryQuery(listQuery);
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.summary(filters),
      queryFn: ({ signal }) => getPaymentSummary(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
