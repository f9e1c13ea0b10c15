import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { clubKeys } from './clubs.keys';

/** Clubs: members or join requests of one club changed: its people, its count, the lists' counts. */
export const live = defineLive({
  root: clubKeys.all,
  rooms: [resourceRoom('clubs')],
  on: {
    'club.members_changed': (client, { data }) => {
      void client.invalidateQueries({ queryKey: clubKeys.people(data.club_id) });
      void client.invalidateQueries({ queryKey: clubKeys.detail(data.club_id) });
      void client.invalidateQueries({ queryKey: clubKeys.lists() });
      void client.invalidateQueries({ queryKey: clubKeys.stats() });
    },
  },
});
