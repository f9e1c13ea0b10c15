import type { Notification, NotificationSendInput } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { notificationKeys } from '../notifications.keys';
import { invalidateNotifications } from './invalidate-notifications';

/** POST /notifications: sends now or schedules. Silent: a 422 lands on the form's fields. */
export function sendNotification(input: NotificationSendInput): Promise<DataResponse<Notification>> {
  return api.post<DataResponse<Notification>>('/notifications', input, { silent: true });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: (response) => {
      queryClient.setQueryData(notificationKeys.detail(response.data.id), { data: response.data });
      if (response.message) toaster.success({ title: response.message });
      return invalidateNotifications(queryClient);
    },
  });
}
