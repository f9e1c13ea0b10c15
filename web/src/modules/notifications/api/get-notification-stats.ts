import type { NotificationStatsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

export type NotificationStats = z.infer<typeof NotificationStatsSchema>;

/** GET /notifications/stats: sends by status and deliveries by status. */
export function getNotificationStats(signal?: AbortSignal): Promise<DataResponse<NotificationStats>> {
  return api.get<DataResponse<NotificationStats>>('/notifications/stats', { signal });
}

export function notificationStatsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.stats(),
    queryFn: ({ signal }) => getNotificationStats(signal),
  });
}

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}
