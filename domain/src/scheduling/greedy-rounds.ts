/**
 * The general generator: singles with fewer courts than a round robin needs, and doubles only
 * as the fallback of partner-stream.ts (which meets rule 2 below at every round by
 * construction). It builds one round at a time, so every prefix is as fair as the rules below
 * allow (a club night may stop at any round):
 * 1. sit-outs follow sit-outs.ts (hard: only the players it allows may sit);
 * 2. partnerships (singles: meetings) stay within ⌈2·g·r / C(n,2)⌉ (singles ⌈g·r / C(n,2)⌉)
 *    after r rounds and none is repeated from the round before (heavy costs, so they yield only
 *    when no arrangement avoids them);
 * 3. fresher partnerships first, then opponents spread evenly, then (when a whist design exists)
 *    games of that design, whose partnerships and oppositions are balanced by construction.
 * Each round is a local search (swap two seats while the cost falls) from a few seeded starts;
 * the whole schedule is rebuilt from other seeds, a bounded number of times, when rule 2 broke.
 * Limit, stated honestly: rule 2's bound is a goal here, not a guarantee. Early in a cycle fresh
 * partnerships abound; in the last rounds of a cycle the unused ones may not form a round (all
 * that remain can share a player), and the round-by-round search does not look ahead far enough
 * to prevent it. scheduleFairness reports such repeats (partnerRepeats). For doubles this is why
 * partner-stream.ts exists; whist designs meet the bound at every round too.
 */

import { createSeededRandom, randomInt, shuffleInPlace } from './random';
import type { ScheduleKind } from './scheduling.types';
import { planSitOuts } from './sit-outs';

export interface GreedyInput {
  kind: ScheduleKind;
  players: number;
  gamesPerRound: number;
  rounds: number;
  seed: number;
  /** Games of a whist design (canonical labels), preferred when they fit. */
  pool?: readonly (readonly [readonly [number, number], readonly [number, number]])[] | null;
}

/** One round as seat lists: doubles [a, b, c, d] = a and b against c and d; singles [a, b]. */
export type GreedyRound = number[][];

const LAST_ROUND_REPEAT = 1_000_000;
const OVER_BOUND = 100_000;
const PER_PAST_PARTNERSHIP = 1_000;
const POOL_GAME_BONUS = 300;
const PER_OPPOSITION = 30;
/** Sitting out twice running, where sit-outs.ts leaves it open (exactly half the players sit). */
const BACK_TO_BACK_SIT = 50_000;
const STARTS_PER_ROUND = 4;
const MAX_ATTEMPTS = 3;

const gameKey = (a: number, b: number, c: number, d: number) => {
  const first = a < b ? `${a}-${b}` : `${b}-${a}`;
  const second = c < d ? `${c}-${d}` : `${d}-${c}`;
  return first < second ? `${first}|${second}` : `${second}|${first}`;
};

function buildAttempt(input: GreedyInput, attempt: number): { rounds: GreedyRound[]; violations: number } {
  const { kind, players: n, gamesPerRound: g } = input;
  const size = kind === 'doubles' ? 4 : 2;
  const seats = g * size;
  const pairs = (n * (n - 1)) / 2;
  const perRoundPairs = kind === 'doubles' ? 2 * g : g;
  const random = createSeededRandom((input.seed * 7_919 + attempt * 104_729 + n) >>> 0);
  const index = (x: number, y: number) => x * (n + 1) + y;
  const partner = new Int32Array((n + 1) * (n + 1));
  const opponent = new Int32Array((n + 1) * (n + 1));
  const lastPaired = new Uint8Array((n + 1) * (n + 1));
  const sitCount = new Int32Array(n + 1);
  const satLast = new Uint8Array(n + 1);
  const free = new Int32Array(n + 1);
  const unusedPool = new Set((input.pool ?? []).map(([[a, b], [c, d]]) => gameKey(a, b, c, d)));
  const rounds: GreedyRound[] = [];
  let violations = 0;

  for (let r = 0; r < input.rounds; r += 1) {
    const bound = Math.ceil((perRoundPairs * (r + 1)) / pairs);
    for (let x = 1; x <= n; x += 1) {
      let count = 0;
      for (let y = 1; y <= n; y += 1) if (y !== x && (partner[index(x, y)] as number) < bound) count += 1;
      free[x] = count;
    }
    const pairCost = (x: number, y: number) => {
      const times = partner[index(x, y)] as number;
      let cost = times * PER_PAST_PARTNERSHIP;
      if (lastPaired[index(x, y)]) cost += LAST_ROUND_REPEAT;
      if (times + 1 > bound) cost += OVER_BOUND * (times + 1 - bound);
      // Players with many unused partners left should play: it keeps the rest schedulable.
      else cost -= (free[x] as number) + (free[y] as number);
      return cost;
    };
    const opposeCost = (x: number, y: number) => PER_OPPOSITION * (2 * (opponent[index(x, y)] as number) + 1);
    const unitCost = (seat: number[], unit: number) => {
      const at = unit * size;
      const a = seat[at] as number;
      const b = seat[at + 1] as number;
      if (size === 2) return pairCost(a, b);
      const c = seat[at + 2] as number;
      const d = seat[at + 3] as number;
      let cost =
        pairCost(a, b) +
        pairCost(c, d) +
        opposeCost(a, c) +
        opposeCost(a, d) +
        opposeCost(b, c) +
        opposeCost(b, d);
      if (unusedPool.has(gameKey(a, b, c, d))) cost -= POOL_GAME_BONUS;
      return cost;
    };

    const benchCost = (p: number) => (satLast[p] ? BACK_TO_BACK_SIT : 0);
    const plan = planSitOuts(n, n - seats, sitCount, satLast);
    const sitting = new Set(plan.mustSit);
    // Seats [0, seats) play; the rest sit. Optional players may cross; the others stay on their side.
    const movable = new Uint8Array(n + 1);
    for (const p of plan.optional) movable[p] = 1;
    let best: number[] | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let start = 0; start < STARTS_PER_ROUND; start += 1) {
      const optional = shuffleInPlace([...plan.optional], random);
      const benched = new Set([...sitting, ...optional.slice(0, plan.choose)]);
      const onCourt: number[] = [];
      for (let p = 1; p <= n; p += 1) if (!benched.has(p)) onCourt.push(p);
      const seat = [...shuffleInPlace(onCourt, random), ...benched];
      const costs = Array.from({ length: g }, (_, unit) => unitCost(seat, unit));
      let improved = true;
      while (improved) {
        improved = false;
        const offset = randomInt(random, n);
        for (let ii = 0; ii < n; ii += 1) {
          const i = (ii + offset) % n;
          for (let j = i + 1; j < n; j += 1) {
            const ui = Math.floor(i / size);
            const uj = Math.floor(j / size);
            if (ui === uj || (i >= seats && j >= seats)) continue;
            const crosses = i < seats !== j < seats;
            if (crosses && !(movable[seat[i] as number] && movable[seat[j] as number])) continue;
            const before =
              (i < seats ? (costs[ui] as number) : benchCost(seat[i] as number)) +
              (j < seats ? (costs[uj] as number) : benchCost(seat[j] as number));
            [seat[i], seat[j]] = [seat[j] as number, seat[i] as number];
            const ci = i < seats ? unitCost(seat, ui) : benchCost(seat[i] as number);
            const cj = j < seats ? unitCost(seat, uj) : benchCost(seat[j] as number);
            if (ci + cj < before) {
              if (i < seats) costs[ui] = ci;
              if (j < seats) costs[uj] = cj;
              improved = true;
            } else [seat[i], seat[j]] = [seat[j] as number, seat[i] as number];
          }
        }
      }
      const total =
        costs.reduce((sum, cost) => sum + cost, 0) +
        seat.slice(seats).reduce((sum, p) => sum + benchCost(p), 0);
      if (total < bestCost) {
        bestCost = total;
        best = seat;
      }
    }
    const seat = best as number[];
    const round: GreedyRound = Array.from({ length: g }, (_, unit) =>
      seat.slice(unit * size, unit * size + size),
    );

    const pairedBefore = lastPaired.slice();
    lastPaired.fill(0);
    const pair = (x: number, y: number) => {
      const times = (partner[index(x, y)] as number) + 1;
      if (times > bound) violations += times - bound;
      if (pairedBefore[index(x, y)]) violations += 1;
      partner[index(x, y)] = times;
      partner[index(y, x)] = times;
      lastPaired[index(x, y)] = 1;
      lastPaired[index(y, x)] = 1;
    };
    for (const [a, b, c, d] of round as [number, number, number?, number?][]) {
      pair(a, b);
      if (c === undefined || d === undefined) continue;
      pair(c, d);
      for (const [x, y] of [
        [a, c],
        [a, d],
        [b, c],
        [b, d],
      ] as const) {
        opponent[index(x, y)] = (opponent[index(x, y)] as number) + 1;
        opponent[index(y, x)] = (opponent[index(y, x)] as number) + 1;
      }
      unusedPool.delete(gameKey(a, b, c, d));
    }
    if (unusedPool.size === 0 && input.pool)
      for (const [[a, b], [c, d]] of input.pool) unusedPool.add(gameKey(a, b, c, d));
    satLast.fill(0);
    for (const p of seat.slice(seats)) {
      satLast[p] = 1;
      sitCount[p] = (sitCount[p] as number) + 1;
    }
    rounds.push(round);
  }
  return { rounds, violations };
}

/**
 * Deterministic: the attempts run in a fixed order from the seed, and the first one without a
 * partnership over the bound wins (else the one with the fewest excess partnerships).
 */
export function buildGreedyRounds(input: GreedyInput): GreedyRound[] {
  let best: { rounds: GreedyRound[]; violations: number } | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const result = buildAttempt(input, attempt);
    if (!best || result.violations < best.violations) best = result;
    if (best.violations === 0) break;
  }
  return (best as { rounds: GreedyRound[] }).rounds;
}
