import type { PaymentSettings, PaymentSettingsInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { paymentKeys } from '../payments.keys';

/** PUT /payments/settings (payment.gateway.manage): a webhook secret left blank keeps the stored one. Silent: a 422 lands on the fields. */
export function updatePaymentSettings(input: PaymentSettingsInput): Promise<DataResponse<PaymentSettings>> {
  return api.put<DataResponse<PaymentSettings>>('/payments/settings', input, { silent: true });
}

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.settings(), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      // The dashboard's currency follows the default.
      return queryClient.invalidateQueries({ queryKey: paymentKeys.stats() });
    },
  });
}
