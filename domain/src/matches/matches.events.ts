/** What the matches module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { Scoreboard } from './matches.schemas';

interface MatchEvents {
  /**
   * The public scoreboard of a match changed: the whole board travels (no refetch).
   * @room `scoreboard:<id>`
   * @data the public scoreboard, with a `revision` that rises with every change of the match
   */
  'match.scoreboard_updated': Scoreboard;
  /**
   * A match was created, edited, scored or moved in its workflow.
   * @room `resource:matches`
   * @data `{id, status}`
   */
  'match.updated': { id: number; status: string };
  /**
   * A match was deleted.
   * @room `resource:matches`
   * @data `{id, status}`
   */
  'match.deleted': { id: number; status: string };
}

interface MatchResources {
  matches: 'match.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends MatchEvents {}
  interface RealtimeResourceMap extends MatchResources {}
}

export const matchesLive = declareLive<MatchEvents, MatchResources>(
  { 'match.scoreboard_updated': true, 'match.updated': true, 'match.deleted': true },
  { matches: 'match.view' },
);
