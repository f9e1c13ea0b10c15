import type { PaymentDetail, PaymentRefundInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { paymentKeys } from '../payments.keys';
import { invalidatePayments } from './invalidate-payments';

/**
 * POST /payments/transactions/{id}/refund (payment.manage): all that is refundable (amount null)
 * or part of it. The idempotency key is one per dialog: sent twice, it refunds once. Silent: the
 * dialog shows a refusal.
 */
export function refundPayment(id: number, input: PaymentRefundInput): Promise<DataResponse<PaymentDetail>> {
  return api.post<DataResponse<PaymentDetail>>(`/payments/transactions/${id}/refund`, input, {
    silent: true,
  });
}

/** A refund under way for this payment (its dialog does not close meanwhile). */
export const refundMutationKey = (id: number) => [...paymentKeys.detail(id), 'refund'] as const;

export function useRefundPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: refundMutationKey(id),
    mutationFn: (input: PaymentRefundInput) => refundPayment(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
    // A refund the gateway left uncertain is recorded too: the payment is fetched again either way.
    onSettled: () => invalidatePayments(queryClient, id),
  });
}
