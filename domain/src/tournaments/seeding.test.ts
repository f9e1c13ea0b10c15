import { describe, expect, it } from 'vitest';
import { bracketSize, seedBracket, snakePools } from './seeding';

const ENTRANTS = Array.from({ length: 127 }, (_, index) => index + 2); // 2..128

describe('seedBracket', () => {
  it('lays out the standard 8-line draw', () => {
    expect(seedBracket(8)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(seedBracket(5)).toEqual([
      [1, null],
      [4, 5],
      [2, null],
      [3, null],
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
