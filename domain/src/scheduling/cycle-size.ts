/** How many games fit a round and how many rounds make a full cycle, for the UI and the generators. */
import type { ScheduleKind } from './scheduling.types';
import { assertPlayers, assertPositiveInteger } from './validation';
import { hasWhistDesign } from './whist';

/** min(courts, ⌊n/4⌋) doubles or min(courts, ⌊n/2⌋) singles; without `courts`, enough courts. */
export function gamesPerRound(kind: ScheduleKind, players: number, courts?: number): number {
  assertPlayers(kind, players);
  assertPositiveInteger('courts', courts);
  const most = Math.floor(players / (kind === 'doubles' ? 4 : 2));
  return Math.min(courts ?? most, most);
}

/**
 * Rounds of one full cycle: a whist design's n − 1 (n = 4m) or n (n = 4m+1) rounds, or the
 * circle method's n − 1 (even) or n (odd), when the courts hold everyone the design seats;
 * otherwise the fewest rounds in which every pair could partner (doubles) or meet (singles) once:
 * ⌈C(n,2) / pairs per round⌉, with 2 partnerships per doubles game.
 */
export function fullCycleRounds(kind: ScheduleKind, players: number, courts?: number): number {
  const games = gamesPerRound(kind, players, courts);
  const pairs = (players * (players - 1)) / 2;
  if (kind === 'singles') {
    if (games === Math.floor(players / 2)) return players % 2 === 0 ? players - 1 : players;
    return Math.ceil(pairs / games);
  }
  if (games === Math.floor(players / 4) && hasWhistDesign(players))
    return players % 4 === 0 ? players - 1 : players;
  return Math.ceil(pairs / (2 * games));
}
