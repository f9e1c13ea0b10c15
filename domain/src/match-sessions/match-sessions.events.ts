/** What the match-sessions module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';

interface MatchSessionEvents {
  /**
   * A match session was saved, edited or moved in its workflow.
   * @room `resource:match-sessions`
   * @data `{id, status}`
   */
  'match_session.updated': { id: number; status: string };
  /**
   * A match session was deleted.
   * @room `resource:match-sessions`
   * @data `{id, status}`
   */
  'match_session.deleted': { id: number; status: string };
  /**
   * Someone signed up for a club night, cancelled, got a place from the line, paid, or was checked
   * in at the venue.
   * @room `resource:match-sessions`, and `user:<id>` of each player concerned
   * @data `{id}`
   */
  'match_session.signups_changed': { id: number };
}

interface MatchSessionResources {
  'match-sessions': 'match.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends MatchSessionEvents {}
  interface RealtimeResourceMap extends MatchSessionResources {}
}

export const matchSessionsLive = declareLive<MatchSessionEvents, MatchSessionResources>(
  { 'match_session.updated': true, 'match_session.deleted': true, 'match_session.signups_changed': true },
  { 'match-sessions': 'match.view' },
);
