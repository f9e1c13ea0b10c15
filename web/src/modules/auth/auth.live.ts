import { api } from '../../lib/api-client';
import { defineLive } from '../../lib/live';

/**
 * The user's roles or permissions changed: the new claims come with a refresh of the session, and
 * what the old ones showed is fetched again (the rooms they may no longer hear were left already).
 */
export const live = defineLive({
  on: {
    'session.access_changed': (client) =>
      void api
        .refreshSession()
        .then((renewed) => {
          if (renewed) void client.invalidateQueries();
        })
        .catch(() => undefined),
  },
});
