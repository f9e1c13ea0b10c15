import type { NotificationPreferences } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { profileKeys } from '../profile.keys';

/** GET /profile/notification-preferences: the channels the signed-in user receives (true) or not. */
export function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<DataResponse<NotificationPreferences>> {
  return api.get<DataResponse<NotificationPreferences>>('/profile/notification-preferences', {
    signal,
    silent: true,
  });
}

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: profileKeys.notificationPreferences(),
      queryFn: ({ signal }) => getNotificationPreferences(signal),
    }),
  );
}
