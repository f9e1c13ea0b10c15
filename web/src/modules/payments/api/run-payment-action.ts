import type { PaymentDetail } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { paymentKeys } from '../payments.keys';
import { invalidatePayments } from './invalidate-payments';

/**
 * The actions on a payment (payment.manage), POST /payments/transactions/{id}/<action>, each
 * answering the payment and a message:
 * - process: captures an authorised card payment (status processing);
 * - cancel: a pending or processing payment;
 * - reconcile: asks the gateway for the payment's status now.
 * One file for the family: the same path shape, body and answer.
 */
export type PaymentAction = 'process' | 'cancel' | 'reconcile';

export interface PaymentActionVariables {
  action: PaymentAction;
  /** Process and cancel may carry a reason (kept in the history). */
  reason?: string | null;
}

/** Silent: the confirmation dialog shows a refusal inside. */
export function runPaymentAction(
  id: number,
  { action, reason }: PaymentActionVariables,
): Promise<DataResponse<PaymentDetail>> {
  return api.post<DataResponse<PaymentDetail>>(
    `/payments/transactions/${id}/${action}`,
    action === 'reconcile' ? undefined : { reason: reason ?? null },
    { silent: true },
  );
}

export function usePaymentAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: PaymentActionVariables) => runPaymentAction(id, variables),
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.detail(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidatePayments(queryClient, id),
  });
}
