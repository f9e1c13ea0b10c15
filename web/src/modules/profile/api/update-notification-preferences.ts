import type { NotificationPreferences } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { profileKeys } from '../profile.keys';

/** PUT /profile/notification-preferences (in-app always stays on). Silent: the form shows a 422. */
export function updateNotificationPreferences(
  input: NotificationPreferences,
): Promise<DataResponse<NotificationPreferences>> {
  return api.put<DataResponse<NotificationPreferences>>('/profile/notification-preferences', input, {
    silent: true,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
      queryClient.setQueryData(profileKeys.notificationPreferences(), { data: response.data });
    },
    onError: (error) => {
      if (!(isApiError(error) && error.status === 422)) toaster.error({ title: error.message });
    },
  });
}
