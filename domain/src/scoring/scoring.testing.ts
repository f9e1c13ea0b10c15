import { expect } from 'vitest';
import { scoreRally, startMatch } from './engine';
import { ScoringError, type ScoringErrorCode } from './scoring.errors';
import type { MatchState, Score, ScoringRules, Team } from './scoring.types';

/** Test helpers only: not exported from the module. */

export function makeRules(overrides: Partial<ScoringRules> = {}): ScoringRules {
  return {
    scoring: 'sideout',
    discipline: 'doubles',
    targetPoints: 11,
    winBy: 2,
    bestOf: 3,
    firstServer: 'A',
    ...overrides,
  };
}

/** Plays rallies from a string of winners, e.g. "AAB" (spaces ignored). */
export function play(state: MatchState, winners: string): MatchState {
  let next = state;
  for (const winner of winners.replaceAll(' ', '')) {
    if (winner !== 'A' && winner !== 'B') throw new Error(`not a team: ${winner}`);
    next = scoreRally(next, winner);
  }
  return next;
}

export function start(overrides: Partial<ScoringRules> = {}): MatchState {
  return startMatch(makeRules(overrides));
}

/** The current game's score. */
export function scoreOf(state: MatchState): Score {
  const game = state.games[state.games.length - 1];
  if (!game) throw new Error('no game');
  return { A: game.A, B: game.B };
}

/** `team` wins every rally until the current game ends. */
export function winGame(state: MatchState, team: Team): MatchState {
  let next = state;
  const gameNumber = state.gameNumber;
  while (next.status === 'in_progress' && next.gameNumber === gameNumber) next = scoreRally(next, team);
  return next;
}

/** `team` wins rallies until it has `points` in the current game. */
export function scoreTo(state: MatchState, team: Team, points: number): MatchState {
  let next = state;
  while (scoreOf(next)[team] < points) next = scoreRally(next, team);
  return next;
}

/** Runs `run` and checks that it throws a ScoringError with this code. */
export function expectScoringError(run: () => unknown, code: ScoringErrorCode): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError);
    expect((error as ScoringError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}
