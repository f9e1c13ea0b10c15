import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { invalidateNotifications } from './invalidate-notifications';

/** POST /notifications/{id}/retry: the failed deliveries again, all or the ones listed. Silent: the dialog shows a refusal. */
export function retryDeliveries(
  id: number,
  deliveryIds?: number[],
): Promise<DataResponse<{ retried: number }>> {
  return api.post<DataResponse<{ retried: number }>>(
    `/notifications/${id}/retry`,
    deliveryIds ? { delivery_ids: deliveryIds } : {},
    { silent: true },
  );
}

export function useRetryDeliveries(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryIds?: number[]) => retryDeliveries(id, deliveryIds),
    onSuccess: () => invalidateNotifications(queryClient, id),
  });
}
