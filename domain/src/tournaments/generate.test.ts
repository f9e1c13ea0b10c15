import { describe, expect, it } from 'vitest';
import { structuralProblems } from './draw.testing';
import type { DrawFormat } from './draw.types';
import { defaultPoolPlayOptions, generateDraw, minimumEntrants } from './generate';
import { poolPlayProblem } from './pool-play';

const FORMATS: DrawFormat[] = [
  'single_elimination',
  'double_elimination',
  'consolation',
  'round_robin',
  'pool_play',
];
const ENTRANTS = Array.from({ length: 127 }, (_, i) => i + 2); // 2..128

describe('generateDraw', () => {
  it.each(ENTRANTS)('%i entrants: every format draws a consistent bracket with its defaults', (n) => {
    for (const format of FORMATS) {
      const draw = generateDraw(format, n);
      expect(draw.format).toBe(format);
      expect(draw.entrants).toBe(n);
      expect(structuralProblems(draw), format).toEqual([]);
    }
    expect(poolPlayProblem(n, defaultPoolPlayOptions(n))).toBeNull();
  });

  it('passes the options through', () => {
    expect(generateDraw('double_elimination', 8, { grandFinalReset: false }).settings.grandFinalReset).toBe(
      false,
    );
    expect(
      generateDraw('single_elimination', 8, { bronzeMatch: true }).slots.some((s) => s.key === 'BR'),
    ).toBe(true);
    const pools = generateDraw('pool_play', 24, { pools: 3, advancePerPool: 2 });
    expect(pools.pools).toHaveLength(3);
    expect(pools.settings.advancePerPool).toBe(2);
  });

  it('knows the fewest entrants per format', () => {
    expect(minimumEntrants('single_elimination')).toBe(2);
    expect(minimumEntrants('pool_play', { pools: 4 })).toBe(8);
    expect(() => generateDraw('single_elimination', 1)).toThrow(RangeError);
    expect(() => generateDraw('round_robin', 1)).toThrow(RangeError);
  });
});
