import { describe, expect, it } from 'vitest';
import { bracketSize, type SeedPlacement, seedBracket, seedingOrder, snakePools } from './seeding';

const ENTRANTS = Array.from({ length: 127 }, (_, index) => index + 2); // 2..128

describe('seedBracket', () => {
  it('lays out the standard 8-line draw', () => {
    expect(seedBracket(8)).toEqual([
      [1, 8],
      [4, 5],
      [6, 3],
      [7, 2],
    ]);
    expect(seedBracket(5)).toEqual([
      [1, null],
      [4, 5],
      [null, 3],
      [null, 2],
    ]);
  });

  it.each(ENTRANTS)(
    '%i entrants: every seed once, byes to the top seeds, never bye against bye',
    (entrants) => {
      const pairs = seedBracket(entrants);
      const size = bracketSize(entrants);
      expect(size).toBeGreaterThanOrEqual(entrants);
      expect(size / 2).toBeLessThan(entrants);
      expect(pairs).toHaveLength(size / 2);
      const seeds = pairs.flat().filter((seed): seed is number => seed !== null);
      expect(seeds.sort((a, b) => a - b)).toEqual(Array.from({ length: entrants }, (_, i) => i + 1));
      for (const [a, b] of pairs) expect(a === null && b === null).toBe(false);
      const withBye = pairs
        .filter(([a, b]) => a === null || b === null)
        .map(([a, b]) => (a ?? b) as number)
        .sort((x, y) => x - y);
      expect(withBye).toEqual(Array.from({ length: size - entrants }, (_, i) => i + 1));
      // Seed s opens against seed size+1−s (or its bye).
      for (const [a, b] of pairs) if (a !== null && b !== null) expect(a + b).toBe(size + 1);
    },
  );

  it.each(ENTRANTS)('%i entrants: the top 2^k seeds stand in 2^k different parts of the draw', (entrants) => {
    const lines = seedBracket(entrants).flat();
    const size = lines.length;
    for (let parts = 2; parts <= size; parts *= 2) {
      const part = (seed: number) => Math.floor(lines.indexOf(seed) / (size / parts));
      const top = Array.from({ length: Math.min(parts, entrants) }, (_, i) => i + 1);
      expect(new Set(top.map(part)).size).toBe(top.length);
    }
  });
});

/**
 * The standard lines, written from the published rule (USTA / USA Pickleball "separate" seeding,
 * as tods-competition-factory's getSeedBlocks states it), independently of seedingOrder: halve the
 * draw into segments again and again; each segment that holds no seed yet takes one, on its top
 * line in the top half of the draw and its bottom line in the bottom half. The lines chosen at
 * segment size size/2^k form the block of seeds 2^(k-1)+1..2^k (block 0 is seed 1 on line 1).
 * Lines are 1-based here, as printed on a draw sheet.
 */
function publishedBlocks(size: number): number[][] {
  const blocks: number[][] = [[1]];
  const taken = new Set([1]);
  for (let segment = size / 2; segment >= 1; segment /= 2) {
    const block: number[] = [];
    for (let first = 1; first <= size; first += segment) {
      const lines = Array.from({ length: segment }, (_, index) => first + index);
      if (lines.some((line) => taken.has(line))) continue;
      block.push(first <= size / 2 ? first : first + segment - 1);
    }
    for (const line of block) taken.add(line);
    if (block.length > 0) blocks.push(block);
  }
  return blocks;
}

const SIZES = [2, 4, 8, 16, 32, 64, 128];
const LOTS: SeedPlacement[] = [1, 2, 3, 77, 2_026_1207].map((lot) => ({ method: 'lot', lot }));

describe('seedingOrder: the standard lines', () => {
  it('gives the lines of the rule for 16 and 32 lines (seeds 5–8 of 32 on 5, 13, 20, 28)', () => {
    expect(publishedBlocks(16)).toEqual([[1], [16], [5, 12], [3, 7, 10, 14], [2, 4, 6, 8, 9, 11, 13, 15]]);
    expect(publishedBlocks(32).slice(0, 4)).toEqual([[1], [32], [9, 24], [5, 13, 20, 28]]);
    expect(publishedBlocks(32)[4]).toEqual([3, 7, 11, 15, 18, 22, 26, 30]);
  });

  it('puts seed 2 on the bottom line, not on line 9 of 16', () => {
    expect(seedingOrder(16).indexOf(2) + 1).toBe(16);
    expect(seedingOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 11, 6, 14, 3, 10, 7, 15, 2]);
  });

  it.each(SIZES)('%i lines: every block of seeds on its published lines, fixed and by lot', (size) => {
    const blocks = publishedBlocks(size);
    for (const placement of [{ method: 'fixed' } as const, ...LOTS]) {
      const order = seedingOrder(size, placement);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      let first = 1;
      for (const block of blocks) {
        const seeds = block.map((_, index) => first + index);
        const lines = seeds.map((seed) => order.indexOf(seed) + 1).sort((a, b) => a - b);
        // The last block is everyone the seeds open against: its lines are the rest.
        expect(lines).toEqual([...block].sort((a, b) => a - b));
        first += block.length;
      }
    }
  });

  it.each(SIZES)('%i lines: seed s opens against seed %i+1−s whatever the lot', (size) => {
    for (const placement of [{ method: 'fixed' } as const, ...LOTS]) {
      const order = seedingOrder(size, placement);
      for (let line = 0; line < size; line += 2)
        expect((order[line] as number) + (order[line + 1] as number)).toBe(size + 1);
    }
  });

  it('draws by lot reproducibly, and different lots give different draws', () => {
    const lot: SeedPlacement = { method: 'lot', lot: 41 };
    expect(seedingOrder(64, lot)).toEqual(seedingOrder(64, lot));
    const draws = new Set(LOTS.map((placement) => seedingOrder(64, placement).join()));
    expect(draws.size).toBeGreaterThan(1);
    // The top two never move.
    for (const placement of LOTS) {
      expect(seedingOrder(64, placement)[0]).toBe(1);
      expect(seedingOrder(64, placement)[63]).toBe(2);
    }
  });

  it('keeps a lot of 3–4 to the two lines of their block', () => {
    const seen = new Set<string>();
    for (let lot = 1; lot <= 40; lot += 1) {
      const order = seedingOrder(8, { method: 'lot', lot });
      seen.add(`${order.indexOf(3) + 1}/${order.indexOf(4) + 1}`);
    }
    expect([...seen].sort()).toEqual(['3/6', '6/3']);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => seedingOrder(12)).toThrow(RangeError);
  });
});

describe('snakePools', () => {
  it('deals serpentine', () => {
    expect(snakePools(10, 3)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
  });

  it.each(ENTRANTS)('%i entrants into every pool count: each seed once, sizes within one', (entrants) => {
    for (let pools = 1; pools <= Math.min(entrants, 16); pools += 1) {
      const result = snakePools(entrants, pools);
      expect(result).toHaveLength(pools);
      expect(result.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: entrants }, (_, i) => i + 1));
      const sizes = result.map((pool) => pool.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      // Each pool's first seed is among the top `pools` seeds: one top seed per pool.
      expect(result.map((pool) => pool[0]).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: pools }, (_, i) => i + 1),
      );
    }
  });

  it('refuses impossible requests', () => {
    expect(() => snakePools(4, 5)).toThrow(RangeError);
    expect(() => seedBracket(1)).toThrow(RangeError);
  });
});
