/**
 * Seeding of a tournament draw (issue 14 §1), pure: where each seed stands in the first round of
 * a single-elimination bracket, and how seeds are dealt into pools.
 */
import { createSeededRandom, shuffleInPlace } from '../scheduling/random';

/** The bracket size for this many entrants: the next power of two (at least 2). */
export function bracketSize(entrants: number): number {
  if (!Number.isInteger(entrants) || entrants < 2)
    throw new RangeError(`entrants must be a whole number ≥ 2, got ${entrants}`);
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/**
 * How the seeds of one block (3–4, 5–8, 9–16, …) are ordered on the block's lines: fixed (each
 * seed on the line where it first meets the weakest higher seed, as in a classic 1-v-N draw), or
 * drawn by lot from a recorded number, so the same lot always gives the same draw.
 */
export type SeedPlacement = { method: 'fixed' } | { method: 'lot'; lot: number };

export const FIXED_PLACEMENT: SeedPlacement = { method: 'fixed' };

/**
 * The seeding order of a bracket of `size` lines, top to bottom (result[line] = seed), on the
 * standard lines of ITF, USTA and USA Pickleball draws (the "separate" pattern, as
 * tods-competition-factory's getSeedBlocks places it): seed 1 on the top line, seed 2 on the
 * bottom line; each further block of seeds 2^m+1..2^(m+1) takes the free segments of size
 * size/2^(m+1) (those not holding a higher seed), on the top line of a segment in the top half
 * and the bottom line in the bottom half. The last block is everyone else: seed s opens against
 * seed size+1−s, so byes (the missing seeds) face the top seeds whatever the lot.
 *
 * Fixed order gives seed s the free segment beside seed 2^m+1−s, so seeds meet as in a classic
 * 1-v-N draw; a lot shuffles each block of the seeded half (3–4 up to size/4+1..size/2).
 */
export function seedingOrder(size: number, placement: SeedPlacement = FIXED_PLACEMENT): number[] {
  if (!Number.isInteger(Math.log2(size)) || size < 2)
    throw new RangeError(`size must be a power of two ≥ 2, got ${size}`);
  const lineOf = new Array<number>(size + 1);
  lineOf[1] = 0;
  const random = placement.method === 'lot' ? createSeededRandom(placement.lot) : null;
  for (let placed = 1; placed < size; placed *= 2) {
    const segment = size / placed;
    const block = Array.from({ length: placed }, (_, index) => placed + 1 + index);
    // Each seed's line when it takes the segment beside seed placed*2+1−s (fixed order).
    const lines = block.map((seed) => {
      const rival = lineOf[2 * placed + 1 - seed] as number;
      const start = Math.floor(rival / segment) * segment;
      const half = segment / 2;
      const free = rival - start < half ? start + half : start;
      return free < size / 2 ? free : free + half - 1;
    });
    // A lot shuffles the lines among the block's seeds; the last block (the unseeded half) stays
    // paired with the seeds it opens against.
    if (random !== null && placed >= 2 && placed * 2 < size) shuffleInPlace(lines, random);
    block.forEach((seed, index) => {
      lineOf[seed] = lines[index] as number;
    });
  }
  const order = new Array<number>(size);
  for (let seed = 1; seed <= size; seed += 1) order[lineOf[seed] as number] = seed;
  return order;
}

/**
 * The first round of a single-elimination draw, top to bottom, for seeds 1..entrants: the
 * bracket is the next power of two, the missing lines are byes (null), and they fall to the top
 * seeds (seed s faces line size+1−s, which is empty for the best size−entrants seeds); a bye never
 * meets a bye.
 */
export function seedBracket(
  entrants: number,
  placement: SeedPlacement = FIXED_PLACEMENT,
): [number | null, number | null][] {
  const order = seedingOrder(bracketSize(entrants), placement);
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
