import type { Notification } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type NotificationListParams, notificationKeys } from '../notifications.keys';

/** GET /notifications: one page of sends under a search, filters (status, category, priority, channel) and sort. */
export function listNotifications(
  query: NotificationListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Notification>> {
  return api.get<ListResponse<Notification>>('/notifications', { query, signal });
}

export function notificationsQueryOptions(query: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => listNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: NotificationListParams) {
  return useQuery(notificationsQueryOptions(query));
}
