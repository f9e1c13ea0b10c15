import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../notifications.keys';

/** After a send, a cancel or a retry: the lists, the figures and, when named, that send and its log. */
export function invalidateNotifications(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.stats() }),
    ...(id === undefined
      ? []
      : [
          queryClient.invalidateQueries({ queryKey: notificationKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: notificationKeys.deliveries(id) }),
        ]),
  ]);
}
