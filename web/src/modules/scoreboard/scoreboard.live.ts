import { keepNewerScoreboard } from '@pickleball/domain/matches/scoreboard-revision';
import { scoreboardRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { scoreboardKeys } from './scoreboard.keys';

/** A match's public scoreboard: the whole board travels with each event (no refetch); an older one is dropped. */
export const live = defineLive({
  root: scoreboardKeys.all,
  rooms: (queryKey) => (typeof queryKey[2] === 'number' ? [scoreboardRoom(queryKey[2])] : []),
  on: {
    'match.scoreboard_updated': (client, { data }) =>
      client.setQueryData(scoreboardKeys.detail(data.match_id), (shown: { data: typeof data } | undefined) =>
        keepNewerScoreboard(shown, { data }),
      ),
  },
});
