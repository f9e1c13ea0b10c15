/** What the court-requests module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface CourtRequestEvents {
  /**
   * A court registration request was received (the public form), reviewed or edited.
   * @room `resource:court-requests`
   * @data `{id}`
   */
  'court_request.updated': RecordChanged;
  /**
   * A court registration request was deleted.
   * @room `resource:court-requests`
   * @data `{id}`
   */
  'court_request.deleted': RecordChanged;
}

interface CourtRequestResources {
  'court-requests': 'court-request.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends CourtRequestEvents {}
  interface RealtimeResourceMap extends CourtRequestResources {}
}

export const courtRequestsLive = declareLive<CourtRequestEvents, CourtRequestResources>(
  { 'court_request.updated': true, 'court_request.deleted': true },
  { 'court-requests': 'court-request.view' },
);
