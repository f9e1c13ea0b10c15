/** What the tournaments module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';
import type { TournamentChangedEvent } from './tournaments.views.schemas';

interface TournamentEvents {
  /**
   * A tournament, its entries or its bracket changed.
   * @room `resource:tournaments`; `tournament:<id>` for a public tournament
   * @data `{id, status, revision, parts, slots}`: what changed (details, registrations, bracket) and which bracket slots
   */
  'tournament.updated': TournamentChangedEvent;
  /**
   * A tournament was deleted.
   * @room `resource:tournaments`
   * @data `{id}`
   */
  'tournament.deleted': RecordChanged;
}

interface TournamentResources {
  tournaments: 'tournament.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends TournamentEvents {}
  interface RealtimeResourceMap extends TournamentResources {}
}

export const tournamentsLive = declareLive<TournamentEvents, TournamentResources>(
  { 'tournament.updated': true, 'tournament.deleted': true },
  { tournaments: 'tournament.view' },
);
