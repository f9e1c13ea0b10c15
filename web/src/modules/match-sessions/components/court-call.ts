import type { MatchSession, SessionGame } from '@pickleball/domain';
import { isGameOpen } from './court-queue';

/**
 * "Called to court" (issue 31 §3): which round is on court now, the order the live board shows
 * the rounds in, and what a game's call button and line say. `t` is the caller's (the module's
 * catalog), so these stay pure; types only from domain.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

type Round = MatchSession['rounds'][number];

/** Where a round stands in the evening: on court now, still to come, or played. */
export type RoundPlace = 'current' | 'upcoming' | 'played';

const PLACE_ORDER: Record<RoundPlace, number> = { current: 0, upcoming: 1, played: 2 };

/** The current round: the first (by number) with a game not finished; null once all are played. */
export function currentRoundNumber(rounds: readonly Pick<Round, 'number' | 'games'>[]): number | null {
  const open = rounds.filter((round) => round.games.some(isGameOpen)).map((round) => round.number);
  return open.length > 0 ? Math.min(...open) : null;
}

/**
 * The rounds as the board lists them during the evening: the current one first, then those to
 * come, then those played (each group by number), so who plays next on a court is at the top.
 */
export function boardRounds<R extends Pick<Round, 'number' | 'games'>>(
  rounds: readonly R[],
): { round: R; place: RoundPlace }[] {
  const current = currentRoundNumber(rounds);
  const placeOf = (round: R): RoundPlace =>
    round.number === current ? 'current' : round.games.some(isGameOpen) ? 'upcoming' : 'played';
  return rounds
    .map((round) => ({ round, place: placeOf(round) }))
    .sort((a, b) => PLACE_ORDER[a.place] - PLACE_ORDER[b.place] || a.round.number - b.round.number);
}

/** Both teams as the board's buttons name them: "An & Bình – Chi & Dũng". */
export function gameTeamsText(game: Pick<SessionGame, 'team1' | 'team2'>): string {
  const team = (players: readonly { name: string }[]) => players.map((player) => player.name).join(' & ');
  return `${team(game.team1)} – ${team(game.team2)}`;
}

/** A game may be called while the session runs and its match is not finished. */
export function canCallGame(session: Pick<MatchSession, 'status'>, game: SessionGame): boolean {
  return session.status === 'active' && isGameOpen(game);
}

/** Whether the game's players have been called already (the button then calls again). */
export function wasCalled(game: Pick<SessionGame, 'called_at'>): boolean {
  return game.called_at !== null;
}

/** The button: "Call to court", or "Call again" once called. */
export function callLabel(game: Pick<SessionGame, 'called_at'>, t: Translate): string {
  return wasCalled(game) ? t('match-sessions:board.call_again') : t('match-sessions:board.call');
}

/**
 * Under the button: "Called 19:42", or "Called 3 times, last at 19:48"; null before the first
 * call. `clock` writes the call's time in the reader's language.
 */
export function calledText(
  game: Pick<SessionGame, 'called_at' | 'call_count'>,
  clock: (iso: string) => string,
  t: Translate,
): string | null {
  if (game.called_at === null) return null;
  const time = clock(game.called_at);
  return game.call_count > 1
    ? t('match-sessions:board.called_times', { count: game.call_count, time })
    : t('match-sessions:board.called_at', { time });
}
