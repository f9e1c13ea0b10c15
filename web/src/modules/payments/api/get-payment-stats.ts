import type { PaymentCurrency, PaymentStats } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

export interface PaymentStatsParams {
  /** Undefined: the settings' default currency (the answer says which). */
  currency?: PaymentCurrency;
  days: number;
  /** The reader's time zone: the days are cut at their midnight. */
  tz: string;
}

/** GET /payments/stats (payment.stats): revenue, success rate, refunds, and revenue by day and by gateway. */
export function getPaymentStats(
  params: PaymentStatsParams,
  signal?: AbortSignal,
): Promise<DataResponse<PaymentStats>> {
  return api.get<DataResponse<PaymentStats>>('/payments/stats', { query: { ...params }, signal });
}

/**
 * The dashboard's statistics. `enabled` false for a user without payment.stats: the page never
 * asks (the API would refuse with payment.stats_forbidden) and says why instead.
 */
export function usePaymentStats(params: PaymentStatsParams, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.statsFor({ ...params }),
      queryFn: ({ signal }) => getPaymentStats(params, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
