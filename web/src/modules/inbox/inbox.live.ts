import type { InboxItem } from '@pickleball/domain';
import { defineLive } from '../../lib/live';
import { inboxKeys } from './inbox.keys';

/** The bell: a new item for me, or items read in another tab or device (the unread count moves at once). */
export const live = defineLive({
  root: inboxKeys.all,
  rooms: ['me'],
  on: {
    'notification.created': (client) => void client.invalidateQueries({ queryKey: inboxKeys.all }),
    'notification.read': (client, { data: { unread } }) => {
      client.setQueriesData<{ data: InboxItem[]; meta: { unread: number } }>(
        { queryKey: inboxKeys.lists() },
        (shown) => (shown ? { ...shown, meta: { ...shown.meta, unread } } : shown),
      );
      void client.invalidateQueries({ queryKey: inboxKeys.all }, { cancelRefetch: false });
    },
  },
});
