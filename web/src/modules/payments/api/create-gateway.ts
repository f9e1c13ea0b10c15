import type { Gateway, GatewayInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { paymentKeys } from '../payments.keys';
import { invalidateGateways } from './invalidate-payments';

/** POST /payments/gateways (payment.gateway.manage). Silent: a 422 lands on the form's fields. */
export function createGateway(input: GatewayInput): Promise<DataResponse<Gateway>> {
  return api.post<DataResponse<Gateway>>('/payments/gateways', input, { silent: true });
}

export function useCreateGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGateway,
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.gateway(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateGateways(queryClient);
    },
  });
}
