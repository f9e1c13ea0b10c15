import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { calendarKeys } from './calendar.keys';

/**
 * A meeting changed, was answered, moved, cancelled or deleted: the views of every range, the
 * list, and the meeting if it is open. Staff hear it on the calendar's room; every participant
 * (the organiser following the answers, an invitee without calendar.view) on their own.
 */
export const live = defineLive({
  root: calendarKeys.all,
  rooms: [resourceRoom('calendar'), 'me'],
  on: {
    'meeting.updated': (client, { data: { id } }) => {
      void client.invalidateQueries({ queryKey: calendarKeys.occurrences() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: calendarKeys.lists() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: calendarKeys.detail(id) });
    },
  },
});
