import type { Payment, PaymentRequestInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { invalidatePayments } from './invalidate-payments';

/** POST /payments/transactions (payment.manage): asks a user to pay; they are told and pay from /pay/{id}. Silent: a 422 lands on the fields. */
export function requestPayment(input: PaymentRequestInput): Promise<DataResponse<Payment>> {
  return api.post<DataResponse<Payment>>('/payments/transactions', input, { silent: true });
}

export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayment,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      return invalidatePayments(queryClient);
    },
  });
}
