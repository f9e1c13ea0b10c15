import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actualScore, expectedScore, kendallTau, RATING_MAX, RATING_MIN, rateMatch } from './rating';

const player = (rating: number, matches = 20) => ({ rating, matches });
const games = (...scores: [number, number][]) => scores.map(([a, b]) => ({ a, b }));

describe('ratings from matches', () => {
  it('winners gain and losers lose', () => {
    const result = rateMatch([player(4), player(4)], [player(4), player(4)], games([11, 7], [11, 8]));
    expect(result.teamA.every((rating) => rating > 4)).toBe(true);
    expect(result.teamB.every((rating) => rating < 4)).toBe(true);
  });

  it('an upset moves ratings more than an expected result', () => {
    const expected = rateMatch([player(5)], [player(3.5)], games([11, 7], [11, 8]));
    const upset = rateMatch([player(3.5)], [player(5)], games([11, 7], [11, 8]));
    expect(upset.teamA[0] as number).toBeGreaterThan(3.5);
    expect((upset.teamA[0] as number) - 3.5).toBeGreaterThan((expected.teamA[0] as number) - 5);
  });

  it('an 11-0 moves more than an 11-9', () => {
    const rout = rateMatch([player(4)], [player(4)], games([11, 0], [11, 0]));
    const close = rateMatch([player(4)], [player(4)], games([11, 9], [11, 9]));
    expect(rout.teamA[0] as number).toBeGreaterThan(close.teamA[0] as number);
    expect(rout.teamB[0] as number).toBeLessThan(close.teamB[0] as number);
  });

  it('moves new players faster than established ones', () => {
    const result = rateMatch([player(4, 1), player(4, 50)], [player(4), player(4)], games([11, 5], [11, 5]));
    expect((result.teamA[0] as number) - 4).toBeGreaterThan((result.teamA[1] as number) - 4);
  });

  it('uses team averages in doubles', () => {
    // 6.0 + 2.0 averages 4.0: against two 4.0s it is an even match, whoever the strong partner is.
    expect(expectedScore((6 + 2) / 2, 4)).toBeCloseTo(0.5, 10);
    expect(actualScore(games([11, 9], [9, 11], [11, 9]))).toBeGreaterThan(0.5);
  });

  it('keeps ratings within 2.000 and 8.000, to three decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: RATING_MIN, max: RATING_MAX, noNaN: true }),
        fc.double({ min: RATING_MIN, max: RATING_MAX, noNaN: true }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 100 }),
        (a, b, loserPoints, matches) => {
          const result = rateMatch([player(a, matches)], [player(b, matches)], games([11, loserPoints]));
          for (const rating of [...result.teamA, ...result.teamB]) {
            expect(rating).toBeGreaterThanOrEqual(RATING_MIN);
            expect(rating).toBeLessThanOrEqual(RATING_MAX);
            expect(Math.round(rating * 1000) / 1000).toBe(rating);
          }
        },
      ),
    );
  });

  it('replaying the same matches gives the same ratings', () => {
    const history = [games([11, 4], [11, 6]), games([9, 11], [11, 13]), games([11, 9], [8, 11], [11, 7])];
    const replay = () => {
      let a = player(3.5, 0);
      let b = player(4.2, 0);
      for (const match of history) {
        const result = rateMatch([a], [b], match);
        a = player(result.teamA[0] as number, a.matches + 1);
        b = player(result.teamB[0] as number, b.matches + 1);
      }
      return [a.rating, b.rating];
    };
    expect(replay()).toEqual(replay());
  });

  it("measures rank agreement with Kendall's tau", () => {
    expect(kendallTau([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(kendallTau([1, 2, 3, 4], [40, 30, 20, 10])).toBe(-1);
    expect(kendallTau([1, 2, 3], [1, 3, 2])).toBeCloseTo(1 / 3, 10);
  });
});
