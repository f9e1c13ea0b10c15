/**
 * Seeding of a tournament draw (issue 14 §1), pure: where each seed stands in the first round of
 * a single-elimination bracket, and how seeds are dealt into pools.
 */

/** The bracket size for this many entrants: the next power of two (at least 2). */
export function bracketSize(entrants: number): number {
  if (!Number.isInteger(entrants) || entrants < 2)
    throw new RangeError(`entrants must be a whole number ≥ 2, got ${entrants}`);
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/**
 * The standard seeding order of a bracket of `size` lines, top to bottom: 1, size, then each
 * half built the same way, so that seed s meets seed size+1−s first and seeds 1 and 2 can meet
 * only in the final, the top four only from the semi-finals, and so on.
 */
export function seedingOrder(size: number): number[] {
  let order = [1];
  for (let lines = 2; lines <= size; lines *= 2) order = order.flatMap((seed) => [seed, lines + 1 - seed]);
  return order;
}

/**
 * The first round of a single-elimination draw, top to bottom, for seeds 1..entrants: the
 * bracket is the next power of two, the missing lines are byes (null), and they fall to the top
 * seeds (seed s faces line size+1−s, which is empty for the best size−entrants seeds); a bye never
 * meets a bye.
 */
export function seedBracket(entrants: number): [number | null, number | null][] {
  const order = seedingOrder(bracketSize(entrants));
  const line = (seed: number) => (seed <= entrants ? seed : null);
  const pairs: [number | null, number | null][] = [];
  for (let index = 0; index < order.length; index += 2)
    pairs.push([line(order[index] as number), line(order[index + 1] as number)]);
  return pairs;
}

/**
 * Seeds dealt into pools serpentine: 1..p left to right, the next p right to left, and so on, so
 * pools are as even as seeding allows and their sizes differ by at most one.
 */
export function snakePools(entrants: number, pools: number): number[][] {
  if (!Number.isInteger(entrants) || entrants < 1)
    throw new RangeError(`entrants must be a whole number ≥ 1, got ${entrants}`);
  if (!Number.isInteger(pools) || pools < 1 || pools > entrants)
    throw new RangeError(`pools must be a whole number from 1 to ${entrants}, got ${pools}`);
  const result = Array.from({ length: pools }, (): number[] => []);
  for (let seed = 1; seed <= entrants; seed += 1) {
    const row = Math.floor((seed - 1) / pools);
    const column = (seed - 1) % pools;
    (result[row % 2 === 0 ? column : pools - 1 - column] as number[]).push(seed);
  }
  return result;
}
