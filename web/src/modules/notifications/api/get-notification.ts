import type { Notification } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

/** GET /notifications/{id}: the send with its totals per status and per channel. */
export function getNotification(id: number, signal?: AbortSignal): Promise<DataResponse<Notification>> {
  return api.get<DataResponse<Notification>>(`/notifications/${id}`, { signal });
}

export function notificationQueryOptions(id: number) {
  return queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useNotification(id: number) {
  return useQuery(notificationQueryOptions(id));
}
