/** What the clubs module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';

interface ClubEvents {
  /**
   * A club's members or join requests changed (the count when members changed).
   * @room `resource:clubs`
   * @data `{club_id, member_count?}`
   */
  'club.members_changed': { club_id: number; member_count?: number };
}

interface ClubResources {
  clubs: 'club.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends ClubEvents {}
  interface RealtimeResourceMap extends ClubResources {}
}

export const clubsLive = declareLive<ClubEvents, ClubResources>(
  { 'club.members_changed': true },
  { clubs: 'club.view' },
);
