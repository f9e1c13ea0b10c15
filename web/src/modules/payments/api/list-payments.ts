import type { Payment } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { toPaymentQuery } from '../components/payment-query';
import { type PaymentListParams, paymentKeys } from '../payments.keys';

/**
 * GET /payments/transactions (payment.view): one page of payments under a search (transaction id,
 * reference, description, payer) and the status, gateway, currency, purpose, flag, date and amount filters.
 */
export function listPayments(query: PaymentListParams, signal?: AbortSignal): Promise<ListResponse<Payment>> {
  return api.get<ListResponse<Payment>>('/payments/transactions', { query: toPaymentQuery(query), signal });
}

export function paymentsQueryOptions(query: PaymentListParams) {
  return queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(query: PaymentListParams) {
  return useQuery(paymentsQueryOptions(query));
}
