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
  const games = [...board.games]
    .sort((x, y) => x.game_number - y.game_number)
    .map((game): [number, number] => [game.team1, game.team2]);
  // The current game is its own only until it is saved (then it is the last of `games`).
  const isUnsaved = board.game_number !== null && board.game_number > games.length;
  return {
    matchId: board.match_id,
    games,
    current: isLive && isUnsaved && board.current ? [board.current.team1, board.current.team2] : null,
    serving: isLive ? (board.serving?.team ?? null) : null,
    isLive,
    revision: board.revision,
  };
}

/** Of two scores of one match, the newer (events and fetches may arrive out of order). */
export function newerLiveScore(shown: LiveScore | undefined, heard: LiveScore): LiveScore {
  return shown && shown.matchId === heard.matchId && shown.revision > heard.revision ? shown : heard;
}
