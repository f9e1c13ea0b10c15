/**
 * Whist tournaments Wh(n): n ≡ 0 or 1 (mod 4) players, every pair partners exactly once and
 * opposes exactly twice; n − 1 rounds with everyone playing (n = 4m) or n rounds with one
 * sit-out each (n = 4m+1). Two sources:
 * - n = 4m+1 = p^k a prime power: the classical construction over GF(p^k). With ω primitive and
 *   ε = ω^m, the initial round is the tables (ω^i, ω^{i+2m} vs ω^{i+m}, ω^{i+3m}), i < m, and 0
 *   sits out. Since ω^{2m} = −1 the partner differences ±(ω^i − ω^{i+2m}) = ±2ω^i run over every
 *   non-zero element once, and the opponent differences ±(1 − ε)ω^j cover each one twice;
 *   adding each field element to every player gives the n rounds.
 * - otherwise the Z-cyclic initial rounds of whist-bases.ts, found by a search.
 */
import { createGaloisField, splitPrimePower } from './galois-field';
import type { DoublesGame, DoublesRound } from './scheduling.types';
import { WHIST_BASES } from './whist-bases';

/** An initial round over an additive group of `order` elements; `order` itself stands for ∞. */
interface DevelopableBase {
  order: number;
  add(x: number, t: number): number;
  tables: readonly (readonly number[])[];
}

function fieldBase(players: number): DevelopableBase | null {
  if (players % 4 !== 1 || !splitPrimePower(players)) return null;
  const field = createGaloisField(players);
  const m = (players - 1) / 4;
  const tables = Array.from({ length: m }, (_, i) => [
    field.power(i),
    field.power(i + 2 * m),
    field.power(i + m),
    field.power(i + 3 * m),
  ]);
  return { order: players, add: field.add, tables };
}

function tableBase(players: number): DevelopableBase | null {
  const row = WHIST_BASES.find((base) => base.players === players);
  if (!row) return null;
  const { modulus } = row;
  return { order: modulus, add: (x, t) => (x + t) % modulus, tables: row.tables };
}

const cache = new Map<number, DoublesRound[] | null>();

/** The sizes with an exact design in this engine (4 ≤ n ≤ 64). */
export function hasWhistDesign(players: number): boolean {
  return buildWhistCycle(players) !== null;
}

/**
 * One full cycle of Wh(players) in canonical labels (group element e is player e + 1, ∞ is
 * player n), or null when this engine has no design for that size. Cached: callers copy.
 */
export function buildWhistCycle(players: number): DoublesRound[] | null {
  if (cache.has(players)) return cache.get(players) ?? null;
  const base = fieldBase(players) ?? tableBase(players);
  let cycle: DoublesRound[] | null = null;
  if (base) {
    const { order } = base;
    const toPlayer = (element: number) => (element === order ? players : element + 1);
    cycle = Array.from({ length: order }, (_, t) =>
      base.tables.map((table): DoublesGame => {
        const [a, b, c, d] = table.map((x) => toPlayer(x === order ? order : base.add(x, t))) as [
          number,
          number,
          number,
          number,
        ];
        return [
          [a, b],
          [c, d],
        ];
      }),
    );
  }
  cache.set(players, cycle);
  return cycle;
}
