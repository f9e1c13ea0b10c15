import type { MatchSession, SessionGame } from '@pickleball/domain';

/** Match statuses in which a game is still to be played or being played (the matches module's workflow). */
const OPEN_STATUSES = new Set(['draft', 'inprogress']);

/** A game still to play: no match yet (a draft session) or its match not finished. */
export function isGameOpen(game: SessionGame): boolean {
  return game.match === null || OPEN_STATUSES.has(game.match.status);
}

/** A game whose match is being scored right now. */
export function isGameLive(game: SessionGame): boolean {
  return game.match?.status === 'inprogress';
}

/** One court's place in the evening: the game on it now, the one after, and whether one finished there. */
export interface CourtQueue {
  court: number;
  now: SessionGame | null;
  next: SessionGame | null;
  /** A game already finished on this court: "now" was called after it (worth announcing). */
  hasFinished: boolean;
  /** Players of "now" still on another court in an earlier round's unfinished game. */
  waitingFor: { name: string; court: number }[];
}

/** The players of `game` still busy in an open game of an earlier round, with that game's court. */
function busyElsewhere(game: SessionGame, rounds: Pick<MatchSession, 'rounds'>['rounds']) {
  const players = new Set([...game.team1, ...game.team2].map((player) => player.id));
  return rounds
    .filter((round) => round.number < game.round)
    .flatMap((round) => round.games)
    .filter(isGameOpen)
    .flatMap((other) =>
      [...other.team1, ...other.team2]
        .filter((player) => players.has(player.id))
        .map((player) => ({ name: player.name, court: other.court })),
    );
}

/**
 * For each court, in court order: the first open game (by round) is on court now, the following
 * one is next. A court whose games are all played has neither.
 */
export function courtQueues(session: Pick<MatchSession, 'rounds'>): CourtQueue[] {
  const byCourt = new Map<number, SessionGame[]>();
  for (const round of [...session.rounds].sort((a, b) => a.number - b.number))
    for (const game of round.games) byCourt.set(game.court, [...(byCourt.get(game.court) ?? []), game]);
  return [...byCourt.entries()]
    .sort(([a], [b]) => a - b)
    .map(([court, games]) => {
      const open = games.filter(isGameOpen);
      return {
        court,
        now: open[0] ?? null,
        next: open[1] ?? null,
        hasFinished: games.some((game) => !isGameOpen(game)),
        waitingFor: open[0] ? busyElsewhere(open[0], session.rounds) : [],
      };
    });
}

/**
 * The courts whose "now" game is newly called since `announced` (game ids already called), after a
 * match finished on that court: the board announces each once. The ids to remember are returned.
 */
export function newlyCalled(
  queues: readonly CourtQueue[],
  announced: ReadonlySet<number>,
): { called: CourtQueue[]; remember: number[] } {
  const called: CourtQueue[] = [];
  const remember: number[] = [];
  for (const queue of queues) {
    if (!queue.now || announced.has(queue.now.id)) continue;
    remember.push(queue.now.id);
    if (queue.hasFinished) called.push(queue);
  }
  return { called, remember };
}
