/** What the auth module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';

interface SessionEvents {
  /**
   * To the sockets of a user whose roles or permissions just changed: the rooms they may no longer join were left; the client refreshes its session for the new claims.
   * @room the user's own sockets
   * @data `{permissions}`: rooms no longer allowed were left; the client refreshes its session
   */
  'session.access_changed': { permissions: string[] };
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends SessionEvents {}
}

export const authLive = declareLive<SessionEvents>({ 'session.access_changed': true });
