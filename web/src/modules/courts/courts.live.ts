import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { courtKeys } from './courts.keys';

/** Courts: the lists and details follow staff's changes; an import's progress comes to its runner's own room. */
export const live = defineLive({
  root: courtKeys.all,
  rooms: (queryKey) => (queryKey[1] === 'import-progress' ? ['me'] : [resourceRoom('courts')]),
  // A request's approval creates a court and its review moves the "requests waiting" figure.
  follows: ['court-requests'],
  on: {
    'court.import_progress': (client, { data }) =>
      client.setQueryData(courtKeys.importProgress(), { done: data.done, total: data.total }),
    'court.updated': (client, { data }) => {
      void client.invalidateQueries({ queryKey: courtKeys.lists() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: courtKeys.stats() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: courtKeys.detail(data.id) });
    },
    // The figures count the requests waiting for review.
    'court_request.updated': (client) =>
      void client.invalidateQueries({ queryKey: courtKeys.stats() }, { cancelRefetch: false }),
    'court.deleted': (client, { data }) => {
      void client.invalidateQueries({ queryKey: courtKeys.lists() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: courtKeys.stats() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: courtKeys.detail(data.id) });
    },
  },
});
