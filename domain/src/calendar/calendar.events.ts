/** What the calendar module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';

interface MeetingEvents {
  /**
   * A meeting was created, changed, answered, cancelled or deleted (the organiser's meeting page follows the answers).
   * @room `resource:calendar`; each participant's `user:<id>`
   * @data `{id, revision}`
   */
  'meeting.updated': { id: number; revision: number };
}

interface MeetingResources {
  calendar: 'calendar.view';
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends MeetingEvents {}
  interface RealtimeResourceMap extends MeetingResources {}
}

export const calendarLive = declareLive<MeetingEvents, MeetingResources>(
  { 'meeting.updated': true },
  { calendar: 'calendar.view' },
);
