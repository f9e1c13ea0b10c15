import type { PaymentSettings } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';

/** GET /payments/settings (payment.gateway.view): the default currency, capture, retries, whether the webhook secret is set, the receipts' copy address. */
export function getPaymentSettings(signal?: AbortSignal): Promise<DataResponse<PaymentSettings>> {
  return api.get<DataResponse<PaymentSettings>>('/payments/settings', { signal });
}

export function usePaymentSettings() {
  return useQuery(
    queryOptions({ queryKey: paymentKeys.settings(), queryFn: ({ signal }) => getPaymentSettings(signal) }),
  );
}
