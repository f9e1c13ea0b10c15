import type { FinishedGameCheck, Score, ScoringRules, Team } from './scoring.types';

/**
 * Match-format rules shared by the live engine and the match form (USA Pickleball Official
 * Rulebook, 2025 numbering, rule 12.B "Tournament Scoring Options": games to 11, 15 or 21; one
 * game, best two of three or best three of five. The provisional rally option 12.B.1.a allows a
 * weather-shortened game to 7 with the end change at 4 — the same rounded-up half as 6 of 11).
 */

export function getOpponent(team: Team): Team {
  return team === 'A' ? 'B' : 'A';
}

/** Games a team must win: 1 of 1, 2 of 3, 3 of 5. */
export function gamesNeeded(rules: Pick<ScoringRules, 'bestOf'>): number {
  return Math.floor(rules.bestOf / 2) + 1;
}

/** The deciding game is the last possible one (the only game of a best-of-1). */
export function isDecidingGame(rules: Pick<ScoringRules, 'bestOf'>, gameNumber: number): boolean {
  return gameNumber === rules.bestOf;
}

export function targetForGame(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget'>,
  gameNumber: number,
): number {
  if (isDecidingGame(rules, gameNumber) && rules.tiebreakTarget !== undefined) return rules.tiebreakTarget;
  return rules.targetPoints;
}

/**
 * The score at which the teams change ends in the deciding game: 6 in a game to 11, 8 to 15,
 * 11 to 21 (4 to 7 per 12.B.1.a). Other games have no mid-game change: null.
 */
export function getEndChangeScore(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget'>,
  gameNumber: number,
): number | null {
  if (!isDecidingGame(rules, gameNumber)) return null;
  return Math.ceil(targetForGame(rules, gameNumber) / 2);
}

/** Odd games open with `firstServer`, even games with the other team. */
export function findFirstServer(rules: Pick<ScoringRules, 'firstServer'>, gameNumber: number): Team {
  return gameNumber % 2 === 1 ? rules.firstServer : getOpponent(rules.firstServer);
}

/** A game is over once a team has the target and leads by the margin. */
export function isGameOver(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget' | 'winBy'>,
  gameNumber: number,
  a: number,
  b: number,
): boolean {
  return Math.max(a, b) >= targetForGame(rules, gameNumber) && Math.abs(a - b) >= rules.winBy;
}

/**
 * Whether a recorded game score is one a game can end on. A finished score is 'ok' when the game
 * was not already over one rally earlier (so 13-10 to 11 win by 2 is 'impossible': it ended at
 * 12-10); a score the game can pass through is 'not_finished'; anything else is 'impossible'
 * (with win by 1 the game stops at the target, so 12-11 or 11-11 cannot happen).
 */
export function validateFinishedGame(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget' | 'winBy'>,
  gameNumber: number,
  a: number,
  b: number,
): FinishedGameCheck {
  if (!isScoreValue(a) || !isScoreValue(b)) return 'impossible';
  if (!isGameOver(rules, gameNumber, a, b)) {
    return isReachableInProgress(rules, gameNumber, a, b) ? 'not_finished' : 'impossible';
  }
  const previous = a > b ? { a: a - 1, b } : { a, b: b - 1 };
  return isReachableInProgress(rules, gameNumber, previous.a, previous.b) ? 'ok' : 'impossible';
}

/** Games won by each team, counting the games whose score is over. */
export function countGamesWon(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget' | 'winBy'>,
  games: readonly Score[],
): Score {
  const won = { A: 0, B: 0 };
  games.forEach((game, index) => {
    if (isGameOver(rules, index + 1, game.A, game.B)) won[game.A > game.B ? 'A' : 'B'] += 1;
  });
  return won;
}

/** Whether these games (in order) give a team the games it needs. */
export function isMatchDecided(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget' | 'winBy'>,
  games: readonly Score[],
): boolean {
  const won = countGamesWon(rules, games);
  return Math.max(won.A, won.B) >= gamesNeeded(rules);
}

function isScoreValue(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/**
 * A score the game can stand at: not over, and reached without passing an over score. Below the
 * target any score qualifies; at or past it only win-by-2 deuce scores (a lead of at most 1) do.
 */
function isReachableInProgress(
  rules: Pick<ScoringRules, 'bestOf' | 'targetPoints' | 'tiebreakTarget' | 'winBy'>,
  gameNumber: number,
  a: number,
  b: number,
): boolean {
  if (isGameOver(rules, gameNumber, a, b)) return false;
  return Math.max(a, b) < targetForGame(rules, gameNumber) || rules.winBy === 2;
}
