import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullCycleRounds, gamesPerRound } from './cycle-size';
import { scheduleFairness } from './fairness';
import { checkPairBound, checkShape, checkSitOuts, countListedFirst } from './scheduling.testing';
import { generateSinglesRounds } from './singles';

describe('generateSinglesRounds', () => {
  it('with courts for all: a round robin per cycle, one bye per round and per player when odd', () => {
    for (let players = 2; players <= 32; players += 1) {
      const schedule = generateSinglesRounds(players, undefined, { seed: players });
      expect(schedule).toHaveLength(players % 2 === 0 ? players - 1 : players);
      expect(checkShape(schedule, players, Math.floor(players / 2))).toEqual([]);
      expect(checkPairBound(schedule, players, Math.floor(players / 2))).toEqual([]);
      const fairness = scheduleFairness(schedule, players);
      expect(fairness).toMatchObject({ exact: true, score: 100, opponentSpread: [1, 1] });
      expect(fairness.sitOutsPerPlayer).toEqual(new Array(players).fill(players % 2));
      const firsts = countListedFirst(schedule, players).slice(1);
      expect(Math.min(...firsts)).toBeGreaterThanOrEqual(Math.floor((players - 1) / 2));
      expect(Math.max(...firsts)).toBeLessThanOrEqual(Math.ceil((players - 1) / 2));
    }
  });

  it('keeps the rules after every round, with and without a court limit, over one and a half cycles', () => {
    const arbitrary = fc.integer({ min: 2, max: 32 }).chain((players) =>
      fc.record({
        players: fc.constant(players),
        courts: fc.option(fc.integer({ min: 1, max: Math.floor(players / 2) }), { nil: undefined }),
        seed: fc.integer({ min: 0, max: 1_000_000 }),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ players, courts, seed }) => {
        const cycle = fullCycleRounds('singles', players, courts);
        const rounds = Math.ceil(cycle * 1.5);
        const games = gamesPerRound('singles', players, courts);
        const schedule = generateSinglesRounds(players, rounds, { courts, seed });
        expect(schedule).toHaveLength(rounds);
        expect(checkShape(schedule, players, games)).toEqual([]);
        expect(checkSitOuts(schedule, players)).toEqual([]);
        const isCircle = games === Math.floor(players / 2);
        expect(checkPairBound(schedule, players, games, isCircle ? rounds : Math.floor(cycle / 4))).toEqual(
          [],
        );
        // Serving first stays balanced: at most two apart from an even split at any point.
        const firsts = countListedFirst(schedule, players);
        const played = scheduleFairness(schedule, players).matchesPerPlayer;
        played.forEach((matches, i) => {
          expect(Math.abs(2 * (firsts[i + 1] as number) - matches)).toBeLessThanOrEqual(4);
        });
      }),
      { numRuns: 60, seed: 20_260_702 },
    );
  });

  it('two full cycles keep who is listed first within one of an even split', () => {
    for (const players of [6, 7, 12, 13]) {
      const schedule = generateSinglesRounds(players, 2 * fullCycleRounds('singles', players), { seed: 5 });
      const firsts = countListedFirst(schedule, players).slice(1);
      expect(Math.min(...firsts)).toBeGreaterThanOrEqual(players - 2);
      expect(Math.max(...firsts)).toBeLessThanOrEqual(players);
      expect(checkSitOuts(schedule, players)).toEqual([]);
    }
  });

  it('is deterministic and seed-dependent', () => {
    const a = generateSinglesRounds(9, 5, { courts: 3, seed: 11 });
    expect(generateSinglesRounds(9, 5, { courts: 3, seed: 11 })).toEqual(a);
    expect(generateSinglesRounds(9, 5, { courts: 3, seed: 12 })).not.toEqual(a);
  });

  it('rejects counts out of range', () => {
    expect(() => generateSinglesRounds(1)).toThrow(RangeError);
    expect(() => generateSinglesRounds(4, 0)).toThrow(RangeError);
    expect(() => generateSinglesRounds(4, 2, { courts: 0 })).toThrow(RangeError);
  });
});
