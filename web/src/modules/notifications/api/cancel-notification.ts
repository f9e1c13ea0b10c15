import type { Notification } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';
import { invalidateNotifications } from './invalidate-notifications';

/** POST /notifications/{id}/cancel: only while pending (409 notification.not_cancellable). Silent: the dialog shows a refusal. */
export function cancelNotification(id: number): Promise<DataResponse<Notification>> {
  return api.post<DataResponse<Notification>>(`/notifications/${id}/cancel`, undefined, { silent: true });
}

export function useCancelNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelNotification(id),
    onSuccess: (response) => {
      queryClient.setQueryData(notificationKeys.detail(id), { data: response.data });
      return invalidateNotifications(queryClient, id);
    },
  });
}
