/**
 * Where the main bracket's losers drop into a back draw (double elimination's losers' bracket,
 * the consolation draw), chosen so that a dropped entrant does not at once meet again someone it
 * has just beaten, wherever the bracket allows it.
 *
 * Structure (P lines, main rounds W1..Wk): back round 1 pairs W1's losers in neighbouring pairs;
 * the losers of W(j+1) then drop into back round 2j, one against each survivor of round 2j−1. A
 * drop order is a permutation d_j: the loser of W(j+1) slot x meets the survivor of slot d_j(x).
 *
 * The loser X of W(j+1)-x has beaten one entrant in each of W1..Wj, all from slots inside x's
 * block; where those beaten entrants can stand in round 2j is fixed by the earlier drop orders.
 * For each drop round we take, from the usual family of orders (natural, reversed, halves
 * swapped, reversed with halves swapped, neighbouring pairs swapped), the one with the fewest
 * such possible meetings, compared by recency: first with the victim of Wj (the immediate
 * rematch), then Wj−1, and so on; ties keep the family's order. For P ≥ 8 this avoids every
 * immediate rematch except in the one-slot round where it cannot be avoided (the losers' final),
 * and it reproduces the familiar "reverse, then shift" pattern.
 */

type Permutation = (x: number, m: number) => number;

/** 1-based slot x of m → 1-based target slot; m is a power of two. */
const FAMILY: readonly Permutation[] = [
  (x) => x,
  (x, m) => m + 1 - x,
  (x, m) => (m < 2 ? x : ((x - 1 + m / 2) % m) + 1),
  (x, m) => (m < 2 ? x : ((m - x + m / 2) % m) + 1),
  (x, m) => (m < 2 ? x : x % 2 === 1 ? x + 1 : x - 1),
];

const cache = new Map<string, number[][]>();

function compareCosts(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/**
 * Drop orders for a bracket of `size` lines and `drops` drop rounds (the losers of W2..W(drops+1)).
 * Result[j−1][x−1] = the back-draw slot (1-based) of round 2j that receives the loser of W(j+1)-x.
 */
export function dropOrders(size: number, drops: number): number[][] {
  const cacheKey = `${size}:${drops}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  // placed[t][s−1]: the slot of back round 2t−2 holding the loser of Wt-s (t = 1: "round 0",
  // where W1's losers stand at their own index before round 1 halves them).
  const placed: number[][] = [Array.from({ length: size / 2 }, (_, i) => i + 1)];
  const orders: number[][] = [];
  for (let j = 1; j <= drops; j += 1) {
    const m = size / 2 ** (j + 1);
    let best: { order: number[]; cost: number[] } | null = null;
    for (const permutation of FAMILY) {
      const order = Array.from({ length: m }, (_, i) => permutation(i + 1, m));
      const cost = rematchCost(order, placed, j);
      if (best === null || compareCosts(cost, best.cost) < 0) best = { order, cost };
    }
    const order = (best as { order: number[] }).order;
    orders.push(order);
    placed.push(order);
  }
  cache.set(cacheKey, orders);
  return orders;
}

/**
 * Possible meetings of the round-2j drop-ins with entrants they beat, counted per main round of
 * the win, most recent first. A loser of Wt that stood in back slot p of round 2t−2 stands, if it
 * survives, in slot ⌈p / 2^(j−t+1)⌉ of round 2j.
 */
function rematchCost(order: number[], placed: number[][], j: number): number[] {
  const cost: number[] = [];
  for (let t = j; t >= 1; t -= 1) {
    const span = 2 ** (j + 1 - t);
    const where = placed[t - 1] as number[];
    let count = 0;
    order.forEach((target, index) => {
      const x = index + 1;
      for (let s = (x - 1) * span + 1; s <= x * span; s += 1)
        if (Math.ceil((where[s - 1] as number) / 2 ** (j - t + 1)) === target) count += 1;
    });
    cost.push(count);
  }
  return cost;
}
