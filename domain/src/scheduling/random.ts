/**
 * A small seeded random source. The generator must give the same schedule for the same inputs
 * on every device (a club night is re-generated on the organiser's phone and on the server), so
 * nothing here may touch Math.random.
 */

/** mulberry32: tiny, fast, and good enough for tie-breaks and relabellings. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A uniform integer in [0, bound). */
export function randomInt(random: () => number, bound: number): number {
  return Math.floor(random() * bound);
}

/** Fisher–Yates in place; returns the array for chaining. */
export function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/**
 * A seeded permutation of 1..n as a lookup `map[label] = player` (index 0 unused). Relabelling
 * players by a permutation keeps every fairness property of a schedule, so it is how different
 * seeds give different schedules without any risk to the design.
 */
export function seededRelabelling(players: number, seed: number): number[] {
  const order = Array.from({ length: players }, (_, index) => index + 1);
  shuffleInPlace(order, createSeededRandom(seed));
  return [0, ...order];
}
