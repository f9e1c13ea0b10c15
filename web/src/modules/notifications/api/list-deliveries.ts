import type { Delivery } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type NotificationListParams, notificationKeys } from '../notifications.keys';

/** GET /notifications/{id}/deliveries: the delivery log under a recipient search, status and channel. */
export function listDeliveries(
  id: number,
  query: NotificationListParams,
  signal?: AbortSignal,
): Promise<ListResponse<Delivery>> {
  return api.get<ListResponse<Delivery>>(`/notifications/${id}/deliveries`, { query, signal });
}

/**
 * While the send is under way its counters move live (realtime); the log itself is fetched again
 * every few seconds rather than on each event, which may come many times a second.
 */
export function useDeliveries(id: number, query: NotificationListParams, isLive: boolean) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.deliveryList(id, query),
      queryFn: ({ signal }) => listDeliveries(id, query, signal),
      placeholderData: keepPreviousData,
      enabled: Number.isInteger(id) && id > 0,
      refetchInterval: isLive ? 5_000 : false,
    }),
  );
}
