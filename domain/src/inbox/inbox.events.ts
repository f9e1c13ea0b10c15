/** What the inbox module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { InboxItem } from './inbox.schemas';

interface InboxEvents {
  /**
   * A new in-app notification for the room's user.
   * @room `user:<id>`
   * @data the new inbox item
   */
  'notification.created': InboxItem;
  /**
   * The room's user read inbox items: every open tab's bell follows.
   * @room `user:<id>`
   * @data `{unread}`: every tab's bell follows what one of them read
   */
  'notification.read': { unread: number };
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends InboxEvents {}
}

export const inboxLive = declareLive<InboxEvents>({
  'notification.created': true,
  'notification.read': true,
});
