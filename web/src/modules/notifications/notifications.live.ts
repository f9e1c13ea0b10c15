import type { Notification } from '@pickleball/domain';
import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { applyNotificationProgress } from './components/notification-progress';
import { notificationKeys } from './notifications.keys';

/**
 * A send's counters moved: the detail and every list page showing it take them as they are; the
 * figures are asked again without cancelling a request under way (a large send may report many
 * times a second).
 */
export const live = defineLive({
  root: notificationKeys.all,
  rooms: [resourceRoom('notifications')],
  on: {
    'notification.progress': (client, { data: progress }) => {
      client.setQueryData<{ data: Notification }>(notificationKeys.detail(progress.id), (shown) =>
        shown ? { ...shown, data: applyNotificationProgress(shown.data, progress) } : shown,
      );
      client.setQueriesData<{ data: Notification[] }>({ queryKey: notificationKeys.lists() }, (shown) =>
        shown?.data.some((row) => row.id === progress.id)
          ? { ...shown, data: shown.data.map((row) => applyNotificationProgress(row, progress)) }
          : shown,
      );
      void client.invalidateQueries({ queryKey: notificationKeys.stats() }, { cancelRefetch: false });
    },
  },
});
