/** What the users module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface UserEvents {
  /**
   * A user was created, edited, activated, deactivated or given roles.
   * @room `resource:users`
   * @data `{id}`
   */
  'user.updated': RecordChanged;
  /**
   * A user was deleted.
   * @room `resource:users`
   * @data `{id}`
   */
  'user.deleted': RecordChanged;
}

interface UserResources {
  users: 'user.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends UserEvents {}
  interface RealtimeResourceMap extends UserResources {}
}

export const usersLive = declareLive<UserEvents, UserResources>(
  { 'user.updated': true, 'user.deleted': true },
  { users: 'user.view' },
);
