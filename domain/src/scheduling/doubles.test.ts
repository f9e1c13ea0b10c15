import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullCycleRounds, gamesPerRound } from './cycle-size';
import { generateDoublesRounds } from './doubles';
import { scheduleFairness } from './fairness';
import {
  checkNoRepeatRunning,
  checkPairBound,
  checkShape,
  checkSitOuts,
  checkWhist,
} from './scheduling.testing';

/** A player count 4..32 and a court count that is either unlimited or below ⌊n/4⌋. */
const nightArbitrary = fc.integer({ min: 4, max: 32 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    courts: fc.option(fc.integer({ min: 1, max: Math.floor(players / 4) }), { nil: undefined }),
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    cycles: fc.constantFrom(1, 1.5),
  }),
);

describe('generateDoublesRounds', () => {
  it('keeps the per-round rules after every round, with and without a court limit', () => {
    fc.assert(
      fc.property(nightArbitrary, ({ players, courts, seed, cycles }) => {
        const cycle = fullCycleRounds('doubles', players, courts);
        const rounds = Math.ceil(cycle * cycles);
        const games = gamesPerRound('doubles', players, courts);
        const schedule = generateDoublesRounds(players, rounds, { courts, seed });
        expect(schedule).toHaveLength(rounds);
        // Every prefix: checkers walk round by round, so a broken prefix is reported at its round.
        expect(checkShape(schedule, players, games)).toEqual([]);
        expect(checkSitOuts(schedule, players)).toEqual([]);
        expect(checkNoRepeatRunning(schedule)).toEqual([]);
        expect(checkPairBound(schedule, players, games)).toEqual([]);
      }),
      { numRuns: 60, seed: 20_260_701 },
    );
  });

  /** Every players count 4..32 with every court count 1..⌊n/4⌋: 120 nights. */
  const EVERY_NIGHT = Array.from({ length: 29 }, (_, i) => i + 4).flatMap((players) =>
    Array.from({ length: Math.floor(players / 4) }, (_, c) => [players, c + 1] as const),
  );

  it.each([1, 2])(
    'seed %i: sit-outs and partnerships keep the rules after every round, for every players and courts count',
    (seed) => {
      const broken: string[] = [];
      for (const [players, courts] of EVERY_NIGHT) {
        const cycle = fullCycleRounds('doubles', players, courts);
        // A cycle and a half: the partnership cap must also hold across the seam between cycles.
        const rounds = Math.ceil(cycle * 1.5);
        const games = gamesPerRound('doubles', players, courts);
        const schedule = generateDoublesRounds(players, rounds, { courts, seed });
        const errors = [
          ...checkShape(schedule, players, games),
          ...checkSitOuts(schedule, players),
          ...checkPairBound(schedule, players, games),
          ...checkNoRepeatRunning(schedule),
        ];
        if (errors.length > 0) broken.push(`${players}/${courts}: ${errors.slice(0, 2).join('; ')}`);
      }
      // No documented exception: every (players, courts) meets the partnership cap at every prefix.
      expect(broken).toEqual([]);
    },
  );

  it.each([4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32, 33])(
    '%i players with courts for all: the full cycle is a whist design',
    (players) => {
      const rounds = fullCycleRounds('doubles', players);
      const schedule = generateDoublesRounds(players, rounds, { seed: players });
      expect(checkWhist(schedule, players)).toEqual([]);
      expect(scheduleFairness(schedule, players)).toMatchObject({ exact: true, score: 100 });
    },
  );

  it('13 players on 3 courts: 13 rounds, everyone partners everyone once and sits once', () => {
    const schedule = generateDoublesRounds(13, 13, { courts: 3, seed: 7 });
    expect(checkWhist(schedule, 13)).toEqual([]);
    const fairness = scheduleFairness(schedule, 13);
    expect(fairness.sitOutsPerPlayer).toEqual(new Array(13).fill(1));
    expect(fairness.matchesPerPlayer).toEqual(new Array(13).fill(12));
    expect(fairness.label).toBe('excellent');
    expect(fairness.score).toBeGreaterThanOrEqual(90);
  });

  it('a second cycle repeats the design under new labels, keeping the seam rules', () => {
    for (const players of [5, 8, 13]) {
      const cycle = fullCycleRounds('doubles', players);
      const schedule = generateDoublesRounds(players, 2 * cycle, { seed: 3 });
      expect(checkWhist(schedule, players, 2)).toEqual([]);
      expect(checkSitOuts(schedule, players)).toEqual([]);
      expect(checkNoRepeatRunning(schedule)).toEqual([]);
      expect(schedule.slice(cycle)).not.toEqual(schedule.slice(0, cycle));
    }
  });

  it('is deterministic, and different seeds give different schedules from 5 players', () => {
    for (const [players, courts] of [
      [5, undefined],
      [10, undefined],
      [13, 2],
      [22, 3],
    ] as const) {
      const a = generateDoublesRounds(players, 6, { courts, seed: 1 });
      expect(generateDoublesRounds(players, 6, { courts, seed: 1 })).toEqual(a);
      expect(generateDoublesRounds(players, 6, { courts, seed: 2 })).not.toEqual(a);
    }
  });

  it('with exactly half the players sitting, the two halves still mix', () => {
    // 8 players, 1 court: strict no-back-to-back would alternate two fixed groups of four.
    const schedule = generateDoublesRounds(8, fullCycleRounds('doubles', 8, 1), { courts: 1 });
    expect(checkSitOuts(schedule, 8)).toEqual([]);
    const partnered = new Set(schedule.flat().map(([[a, b]]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
    // Two fixed groups of four allow only 6 + 6 partnerships.
    expect(partnered.size).toBeGreaterThan(12);
  });

  it('rejects players, rounds and courts out of range', () => {
    expect(() => generateDoublesRounds(3, 1)).toThrow(RangeError);
    expect(() => generateDoublesRounds(65, 1)).toThrow(RangeError);
    expect(() => generateDoublesRounds(8, 0)).toThrow(RangeError);
    expect(() => generateDoublesRounds(8, 2, { courts: 0 })).toThrow(RangeError);
    expect(() => generateDoublesRounds(8, 1.5)).toThrow(RangeError);
  });
});

describe('gamesPerRound and fullCycleRounds', () => {
  it('count games and cycle rounds', () => {
    expect(gamesPerRound('doubles', 13)).toBe(3);
    expect(gamesPerRound('doubles', 13, 2)).toBe(2);
    expect(gamesPerRound('singles', 7, 5)).toBe(3);
    expect(fullCycleRounds('doubles', 13, 3)).toBe(13);
    expect(fullCycleRounds('doubles', 12)).toBe(11);
    expect(fullCycleRounds('doubles', 13, 2)).toBe(20); // ⌈78 / 4⌉
    expect(fullCycleRounds('doubles', 6)).toBe(8); // ⌈15 / 2⌉
    expect(fullCycleRounds('singles', 7)).toBe(7);
    expect(fullCycleRounds('singles', 8)).toBe(7);
    expect(fullCycleRounds('singles', 8, 2)).toBe(14);
  });
});
