import type { Gateway } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { paymentKeys } from '../payments.keys';
import { invalidateGateways } from './invalidate-payments';

/**
 * POST /payments/gateways/{id}/test (payment.gateway.manage): a call the gateway answers without
 * money moving, with the saved settings; the outcome is recorded as the gateway's last test.
 * Silent: the panel shows a refusal.
 */
export function testGateway(id: number): Promise<DataResponse<Gateway>> {
  return api.post<DataResponse<Gateway>>(`/payments/gateways/${id}/test`, undefined, { silent: true });
}

export function useTestGateway(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testGateway(id),
    onSuccess: (response) => {
      queryClient.setQueryData(paymentKeys.gateway(id), { data: response.data });
    },
    onSettled: () => invalidateGateways(queryClient),
  });
}
