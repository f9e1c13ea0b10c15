import type { Gateway, GatewayInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { paymentKeys } from '../payments.keys';
import { invalidateGateways } from './invalidate-payments';

/** PUT /payments/gateways/{id}: a credential left blank keeps its stored value. Silent: a 422 lands on the fields. */
export function updateGateway(id: number, input: GatewayInput): Promise<DataResponse<Gateway>> {
  return api.put<DataResponse<Gateway>>(`/payments/gateways/${id}`, input, { silent: true });
}

export function useUpdateGateway(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GatewayInput) => updateGateway(id, input),
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.gateway(id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateGateways(queryClient);
    },
  });
}
