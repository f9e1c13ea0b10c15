/** What the courts module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type { RecordChanged } from '../realtime/events';

interface CourtEvents {
  /**
   * A court import's progress (rows written), to the user running it.
   * @room `user:<id>` of whoever runs the import
   * @data `{done, total}` rows written
   */
  'court.import_progress': { done: number; total: number };
  /**
   * A court was created, edited, imported, archived or restored.
   * @room `resource:courts`
   * @data `{id}`
   */
  'court.updated': RecordChanged;
  /**
   * A court was deleted.
   * @room `resource:courts`
   * @data `{id}`
   */
  'court.deleted': RecordChanged;
}

interface CourtResources {
  courts: 'court.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends CourtEvents {}
  interface RealtimeResourceMap extends CourtResources {}
}

export const courtsLive = declareLive<CourtEvents, CourtResources>(
  { 'court.import_progress': true, 'court.updated': true, 'court.deleted': true },
  { courts: 'court.view' },
);
