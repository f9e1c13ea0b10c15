import { resourceRoom } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { defineLive } from '../../lib/live';
import { matchKeys } from './matches.keys';

const refetchLists = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: matchKeys.lists() });
  void client.invalidateQueries({ queryKey: matchKeys.stats() });
};

/**
 * Matches: staff's lists and details follow every change; the live screen takes the server's
 * session when it is newer (another device scoring); a player's "awaiting my confirmation"
 * follows the request that reaches their own room.
 */
export const live = defineLive({
  root: matchKeys.all,
  rooms: (queryKey) => (queryKey[1] === 'awaiting-my-confirmation' ? ['me'] : [resourceRoom('matches')]),
  on: {
    'match.updated': (client, { data: { id } }) => {
      refetchLists(client);
      void client.invalidateQueries({ queryKey: matchKeys.detail(id) });
      void client.invalidateQueries({ queryKey: matchKeys.live(id) });
      void client.invalidateQueries({ queryKey: matchKeys.awaitingMyConfirmation() });
    },
    'match.deleted': (client, { data: { id } }) => {
      client.removeQueries({ queryKey: matchKeys.detail(id) });
      client.removeQueries({ queryKey: matchKeys.live(id) });
      refetchLists(client);
    },
    'notification.created': (client, { data }) => {
      if (data.type === 'match_confirmation_requested')
        void client.invalidateQueries({ queryKey: matchKeys.awaitingMyConfirmation() });
    },
  },
});
