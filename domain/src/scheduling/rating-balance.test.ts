import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullCycleRounds } from './cycle-size';
import { generateDoublesRounds } from './doubles';
import { scheduleFairness } from './fairness';
import { balanceByRating, meanRatingGap } from './rating-balance';
import { checkNoRepeatRunning, checkShape, checkSitOuts } from './scheduling.testing';
import type { DoublesRound } from './scheduling.types';

/** The multiset of fairness facts a relabelling must keep. */
function fairnessShape(schedule: DoublesRound[], players: number) {
  const fairness = scheduleFairness(schedule, players);
  return {
    score: fairness.score,
    partnerRepeats: fairness.partnerRepeats,
    opponentSpread: fairness.opponentSpread,
    sitOutSpread: fairness.sitOutSpread,
    exact: fairness.exact,
    matches: [...fairness.matchesPerPlayer].sort(),
  };
}

describe('balanceByRating', () => {
  it('keeps the design and never widens the mean rating gap', () => {
    const arbitrary = fc.integer({ min: 4, max: 32 }).chain((players) =>
      fc.record({
        players: fc.constant(players),
        courts: fc.option(fc.integer({ min: 1, max: Math.floor(players / 4) }), { nil: undefined }),
        ratings: fc.array(fc.option(fc.double({ min: 2, max: 6, noNaN: true }), { nil: null }), {
          minLength: players,
          maxLength: players,
        }),
        seed: fc.nat(1000),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ players, courts, ratings, seed }) => {
        const rounds = Math.min(12, fullCycleRounds('doubles', players, courts));
        const schedule = generateDoublesRounds(players, rounds, { courts, seed });
        const balanced = balanceByRating(schedule, ratings, seed);
        expect(checkShape(balanced.schedule, players, schedule[0]?.length ?? 0)).toEqual([]);
        expect(checkSitOuts(balanced.schedule, players)).toEqual([]);
        expect(checkNoRepeatRunning(balanced.schedule)).toEqual([]);
        expect(fairnessShape(balanced.schedule, players)).toEqual(fairnessShape(schedule, players));
        expect(balanced.meanRatingGap).toBeCloseTo(meanRatingGap(balanced.schedule, ratings), 9);
        expect(balanced.meanRatingGap).toBeLessThanOrEqual(meanRatingGap(schedule, ratings) + 1e-9);
      }),
      { numRuns: 40, seed: 20_260_703 },
    );
  });

  it('narrows the gap when strong players start out partnered together', () => {
    // Design labels 1–4, 5–8: 8 players with ratings rising by label.
    const ratings = [2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5];
    const schedule = generateDoublesRounds(8, 7);
    const before = meanRatingGap(schedule, ratings);
    const after = balanceByRating(schedule, ratings).meanRatingGap;
    expect(after).toBeLessThan(before);
  });

  it('treats unknown ratings as the mean of the known ones', () => {
    const round: DoublesRound = [
      [
        [1, 2],
        [3, 4],
      ],
    ];
    expect(meanRatingGap([round], [4, null, 3, 5])).toBe(0); // null counts as 4
    expect(meanRatingGap([round], [null, null, null, null])).toBe(0);
  });

  it('rejects a schedule with players the ratings do not cover', () => {
    expect(() => balanceByRating(generateDoublesRounds(8, 2), [3, 3, 3])).toThrow(RangeError);
  });
});
