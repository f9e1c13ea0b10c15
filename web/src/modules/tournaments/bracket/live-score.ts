/**
 * A bracket match's score while it is played, from its public scoreboard (the `scoreboard:<id>`
 * room pushes a new one on every rally): the games saved so far and the game under way.
 */
export interface LiveScore {
  matchId: number;
  /** Games saved, as [side a, side b] (team 1 is side a). */
  games: [number, number][];
  /** The game under way (not saved yet); null between games or once it is over. */
  current: [number, number] | null;
  /** The team serving now (1 = side a). */
  serving: 1 | 2 | null;
  /** Scored live right now (active or paused). */
  isLive: boolean;
  revision: number;
}

/** The part of a Scoreboard a live score reads (the light public page has no zod types at hand). */
export interface ScoreboardLike {
  match_id: number;
  live_status: 'active' | 'paused' | 'completed' | null;
  games: { game_number: number; team1: number; team2: number }[];
  game_number: number | null;
  current: { team1: number; team2: number } | null;
  serving: { team: 1 | 2 } | null;
  revision: number;
}

export function toLiveScore(board: ScoreboardLike): LiveScore {
  const isLive = board.live_status === 'active' || board.live_status === 'paused';
  const sorted = [...board.games].sort((x, y) => x.game_number - y.game_number);
  // While it is scored live, the game numbered `game_number` is the one under way (its points may
  // already be saved as they come); the games before it are over.
  const inPlay = isLive && board.game_number !== null ? board.game_number : null;
  const current =
    inPlay === null
      ? null
      : (() => {
          const saved = sorted.find((game) => game.game_number === inPlay);
          if (saved) return [saved.team1, saved.team2] as [number, number];
          return board.current ? ([board.current.team1, board.current.team2] as [number, number]) : null;
        })();
  return {
    matchId: board.match_id,
    games: sorted
      .filter((game) => inPlay === null || game.game_number < inPlay)
      .map((game): [number, number] => [game.team1, game.team2]),
    current,
    serving: isLive ? (board.serving?.team ?? null) : null,
    isLive,
    revision: board.revision,
  };
}

/** Of two scores of one match, the newer (events and fetches may arrive out of order). */
export function newerLiveScore(shown: LiveScore | undefined, heard: LiveScore): LiveScore {
  return shown && shown.matchId === heard.matchId && shown.revision > heard.revision ? shown : heard;
}
