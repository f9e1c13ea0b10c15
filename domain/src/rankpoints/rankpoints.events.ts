/** What the rankpoints module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';

interface RankpointEvents {
  /**
   * Ratings changed (id: the first player's): leaderboards and lists refresh.
   * @room `resource:rankpoints`
   * @data `{user_ids, source, match_id?}`
   */
  'rankpoint.updated': { user_ids: number[]; source: string; match_id?: number };
}

interface RankpointResources {
  rankpoints: 'rankpoint.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends RankpointEvents {}
  interface RealtimeResourceMap extends RankpointResources {}
}

export const rankpointsLive = declareLive<RankpointEvents, RankpointResources>(
  { 'rankpoint.updated': true },
  { rankpoints: 'rankpoint.view' },
);
