import { describe, expect, it } from 'vitest';
import { roundRobinRounds } from './round-robin';

describe('roundRobinRounds (circle method)', () => {
  it.each(Array.from({ length: 63 }, (_, i) => i + 2))('%i entrants: every pair meets exactly once', (n) => {
    const rounds = roundRobinRounds(n);
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const met = new Set<string>();
    const firsts = new Array<number>(n + 1).fill(0);
    const byes = new Array<number>(n + 1).fill(0);
    for (const round of rounds) {
      expect(round).toHaveLength(Math.floor(n / 2));
      const playing = new Set(round.flat());
      expect(playing.size).toBe(2 * round.length);
      for (let p = 1; p <= n; p += 1) if (!playing.has(p)) byes[p] = (byes[p] as number) + 1;
      for (const [a, b] of round) {
        const k = a < b ? `${a}-${b}` : `${b}-${a}`;
        expect(met.has(k)).toBe(false);
        met.add(k);
        firsts[a] = (firsts[a] as number) + 1;
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    for (let p = 1; p <= n; p += 1) {
      expect(byes[p]).toBe(n % 2);
      expect(firsts[p]).toBeGreaterThanOrEqual(Math.floor((n - 1) / 2));
      expect(firsts[p]).toBeLessThanOrEqual(Math.ceil((n - 1) / 2));
    }
  });

  it('rejects counts out of range', () => {
    expect(() => roundRobinRounds(1)).toThrow(RangeError);
    expect(() => roundRobinRounds(2.5)).toThrow(RangeError);
  });
});
