/** What the roles module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface RoleEvents {
  /**
   * A role or its permissions changed.
   * @room `resource:roles`
   * @data `{id}`
   */
  'role.updated': RecordChanged;
  /**
   * A role was deleted.
   * @room `resource:roles`
   * @data `{id}`
   */
  'role.deleted': RecordChanged;
}

interface RoleResources {
  roles: 'role.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends RoleEvents {}
  interface RealtimeResourceMap extends RoleResources {}
}

export const rolesLive = declareLive<RoleEvents, RoleResources>(
  { 'role.updated': true, 'role.deleted': true },
  { roles: 'role.view' },
);
