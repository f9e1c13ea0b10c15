import type { Scoreboard } from '@pickleball/domain';
import { keepNewerScoreboard } from '@pickleball/domain/matches/scoreboard-revision';
import { resourceRoom, scoreboardRoom } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { defineLive, type LiveRoom } from '../../lib/live';
import { tournamentKeys } from './tournaments.keys';

type TournamentsRealtime = typeof import('./tournaments-realtime');
let tournamentsRealtime: Promise<TournamentsRealtime> | null = null;

/** The cache changes (which parts an event names) load with the first tournament event, applied in order. */
function withTournaments(client: QueryClient, apply: (module: TournamentsRealtime) => void): void {
  tournamentsRealtime ??= import('./tournaments-realtime');
  void tournamentsRealtime.then(apply).catch(() => {
    tournamentsRealtime = null;
    void client.invalidateQueries({ queryKey: tournamentKeys.all });
  });
}

/** Where a tournament query hears of changes: a match's live score on its scoreboard; my entries on my room. */
function roomsOf(queryKey: readonly unknown[]): readonly LiveRoom[] {
  if (queryKey[1] === 'live-score')
    return typeof queryKey[2] === 'number' ? [scoreboardRoom(queryKey[2])] : [];
  if (queryKey[1] === 'mine') return ['me'];
  return [resourceRoom('tournaments')];
}

export const live = defineLive({
  root: tournamentKeys.all,
  rooms: roomsOf,
  on: {
    'tournament.updated': (client, { data }) =>
      withTournaments(client, (tournaments) => tournaments.applyTournamentUpdated(client, data)),
    'tournament.deleted': (client, { data }) =>
      withTournaments(client, (tournaments) => tournaments.applyTournamentDeleted(client, data.id)),
    'match.scoreboard_updated': (client, { data }) => {
      // Only a bracket or live tab following this match keeps its score.
      if (client.getQueryState(tournamentKeys.liveScore(data.match_id)))
        client.setQueryData<{ data: Scoreboard }>(tournamentKeys.liveScore(data.match_id), (shown) =>
          keepNewerScoreboard(shown, { data }),
        );
    },
    // An invitation to be a partner, a place from the waitlist: the player's own entries.
    'notification.created': (client, { data }) => {
      if (data.type === 'notification' && data.data.category === 'tournament')
        void client.invalidateQueries({ queryKey: tournamentKeys.mine() });
    },
  },
});
