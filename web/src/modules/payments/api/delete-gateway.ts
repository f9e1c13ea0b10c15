import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';
import { invalidateGateways } from './invalidate-payments';

/**
 * DELETE /payments/gateways/{id}: 409 payment.gateway_in_use once it has taken payments (deactivate
 * it instead). Silent: the confirmation dialog shows the refusal.
 */
export function deleteGateway(id: number): Promise<unknown> {
  return api.delete(`/payments/gateways/${id}`, { silent: true });
}

export function useDeleteGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGateway,
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: paymentKeys.gateway(id) });
      return invalidateGateways(queryClient);
    },
  });
}
