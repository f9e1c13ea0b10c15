import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { rankpointKeys } from './rankpoints.keys';

/** Ratings moved (an approved match, an admin's change): lists, details and leaderboards. */
export const live = defineLive({
  root: rankpointKeys.all,
  rooms: [resourceRoom('rankpoints')],
  on: {
    'rankpoint.updated': (client) => {
      void client.invalidateQueries({ queryKey: rankpointKeys.lists() });
      void client.invalidateQueries({ queryKey: rankpointKeys.details() });
      void client.invalidateQueries({ queryKey: rankpointKeys.leaderboards() });
    },
  },
});
