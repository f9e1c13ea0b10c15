/**
 * Checkers shared by the scheduling tests. Each returns the list of broken rules (empty when all
 * hold), so a failing property prints what broke and where.
 */

import type { DoublesRound, SinglesRound } from './scheduling.types';
import { avoidsBackToBackSitOuts } from './sit-outs';

const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

function bump(counts: Map<string, number>, x: number, y: number): number {
  const next = (counts.get(key(x, y)) ?? 0) + 1;
  counts.set(key(x, y), next);
  return next;
}

/** Games per round, players in range, four (two) distinct players per game, nobody twice. */
export function checkShape(
  schedule: DoublesRound[] | SinglesRound[],
  players: number,
  gamesPerRound: number,
): string[] {
  const errors: string[] = [];
  (schedule as (DoublesRound | SinglesRound)[]).forEach((round, r) => {
    if (round.length !== gamesPerRound) errors.push(`round ${r + 1}: ${round.length} games`);
    const seen = new Set<number>();
    for (const game of round) {
      const people = (game as unknown[]).flat() as number[];
      for (const p of people) {
        if (!Number.isInteger(p) || p < 1 || p > players) errors.push(`round ${r + 1}: player ${p}`);
        if (seen.has(p)) errors.push(`round ${r + 1}: player ${p} twice`);
        seen.add(p);
      }
    }
  });
  return errors;
}

/**
 * After every round: sit-out counts differ by at most one, and nobody sits twice running when
 * fewer than half the players sit (sit-outs.ts explains the exception).
 */
export function checkSitOuts(schedule: DoublesRound[] | SinglesRound[], players: number): string[] {
  const errors: string[] = [];
  const sat = new Array<number>(players + 1).fill(0);
  let previous = new Set<number>();
  (schedule as (DoublesRound | SinglesRound)[]).forEach((round, r) => {
    const playing = new Set(round.flat(2) as number[]);
    const sitting = new Set<number>();
    for (let p = 1; p <= players; p += 1) if (!playing.has(p)) sitting.add(p);
    for (const p of sitting) sat[p] = (sat[p] as number) + 1;
    const counts = sat.slice(1);
    if (Math.max(...counts) - Math.min(...counts) > 1) errors.push(`round ${r + 1}: sit-out spread > 1`);
    if (avoidsBackToBackSitOuts(players, sitting.size))
      for (const p of sitting) if (previous.has(p)) errors.push(`round ${r + 1}: player ${p} sits again`);
    previous = sitting;
  });
  return errors;
}

/** In the first r rounds (r ≤ upTo) nobody partners (singles: meets) more than the bound. */
export function checkPairBound(
  schedule: DoublesRound[] | SinglesRound[],
  players: number,
  gamesPerRound: number,
  upTo = schedule.length,
): string[] {
  const errors: string[] = [];
  const pairs = (players * (players - 1)) / 2;
  const counts = new Map<string, number>();
  (schedule as (DoublesRound | SinglesRound)[]).slice(0, upTo).forEach((round, r) => {
    const doubles = Array.isArray(round[0]?.[0]);
    const bound = Math.ceil(((doubles ? 2 : 1) * gamesPerRound * (r + 1)) / pairs);
    const pairsOf = doubles ? (round as DoublesRound).flat() : (round as SinglesRound);
    for (const [x, y] of pairsOf)
      if (bump(counts, x, y) > bound) errors.push(`round ${r + 1}: ${key(x, y)} over ${bound}`);
  });
  return errors;
}

/** The same partnership (singles: match) never plays two rounds running. */
export function checkNoRepeatRunning(schedule: DoublesRound[] | SinglesRound[]): string[] {
  const errors: string[] = [];
  let previous = new Set<string>();
  (schedule as (DoublesRound | SinglesRound)[]).forEach((round, r) => {
    const doubles = Array.isArray(round[0]?.[0]);
    const pairsOf = doubles ? (round as DoublesRound).flat() : (round as SinglesRound);
    const current = new Set(pairsOf.map(([x, y]) => key(x, y)));
    for (const k of current) if (previous.has(k)) errors.push(`round ${r + 1}: ${k} again`);
    previous = current;
  });
  return errors;
}

/** Every pair partners exactly `times` and opposes exactly 2·`times` (a whist design, repeated). */
export function checkWhist(schedule: DoublesRound[], players: number, times = 1): string[] {
  const errors: string[] = [];
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  for (const round of schedule)
    for (const [[a, b], [c, d]] of round) {
      bump(partners, a, b);
      bump(partners, c, d);
      for (const [x, y] of [
        [a, c],
        [a, d],
        [b, c],
        [b, d],
      ] as const)
        bump(opponents, x, y);
    }
  for (let x = 1; x <= players; x += 1)
    for (let y = x + 1; y <= players; y += 1) {
      if ((partners.get(key(x, y)) ?? 0) !== times)
        errors.push(`${key(x, y)} partners ${partners.get(key(x, y))}`);
      if ((opponents.get(key(x, y)) ?? 0) !== 2 * times)
        errors.push(`${key(x, y)} opposes ${opponents.get(key(x, y))}`);
    }
  return errors;
}

/** Times each player is listed first (index p; index 0 unused). */
export function countListedFirst(schedule: SinglesRound[], players: number): number[] {
  const first = new Array<number>(players + 1).fill(0);
  for (const round of schedule) for (const [a] of round) first[a] = (first[a] as number) + 1;
  return first;
}
