import type { MyPayment } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type MyPaymentListParams, myPaymentKeys } from '../pay.keys';

/** GET /me/payments (any signed-in user): their own payments, newest first, by status. */
export function listMyPayments(
  query: MyPaymentListParams,
  signal?: AbortSignal,
): Promise<ListResponse<MyPayment>> {
  return api.get<ListResponse<MyPayment>>('/me/payments', { query, signal });
}

export function useMyPayments(query: MyPaymentListParams) {
  return useQuery(
    queryOptions({
      queryKey: myPaymentKeys.list(query),
      queryFn: ({ signal }) => listMyPayments(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
