import { describe, expect, it } from 'vitest';
import { generateDoublesRounds } from './doubles';
import { labelForScore, scheduleFairness } from './fairness';
import type { DoublesRound } from './scheduling.types';
import { generateSinglesRounds } from './singles';

describe('scheduleFairness', () => {
  it('gives a complete whist design and a complete round robin 100, exact', () => {
    expect(scheduleFairness(generateDoublesRounds(12, 11), 12)).toMatchObject({
      score: 100,
      exact: true,
      partnerRepeats: 0,
      opponentSpread: [2, 2],
      sitOutSpread: 0,
    });
    expect(scheduleFairness(generateSinglesRounds(9), 9)).toMatchObject({ score: 100, exact: true });
  });

  it('describes an evening with no players yet in finite figures', () => {
    expect(scheduleFairness([], 0)).toMatchObject({
      sitOutSpread: 0,
      opponentSpread: [0, 0],
      partnerRepeats: 0,
    });
  });

  it('does not blame a design stopped early for pairs it had no time to bring together', () => {
    for (let rounds = 1; rounds < 13; rounds += 1) {
      const fairness = scheduleFairness(generateDoublesRounds(13, rounds, { courts: 3 }), 13);
      expect(fairness.exact).toBe(false);
      expect(fairness.partnerRepeats).toBe(0);
      expect(fairness.penalties.sitOuts).toBe(0);
      expect(fairness.label).toBe('excellent');
    }
  });

  it('charges repeated partnerships, uneven sit-outs and back-to-back sit-outs', () => {
    // 5 players, 4 rounds; the same two partnerships every time and player 5 always sits.
    const round: DoublesRound = [
      [
        [1, 2],
        [3, 4],
      ],
    ];
    const fairness = scheduleFairness([round, round, round, round], 5);
    expect(fairness.partnerRepeats).toBe(6); // bound ⌈8 / 10⌉ = 1: two pairs × 3 extra
    expect(fairness.penalties.partners).toBe(40); // 75% of partnerships repeat, capped at 40
    expect(fairness.sitOutSpread).toBe(4);
    expect(fairness.penalties.sitOuts).toBe(30); // 10 × 3 + 3 × 3, capped at 30
    expect(fairness.opponentSpread).toEqual([0, 4]);
    expect(fairness.penalties.opponents).toBe(15); // spread 4, best 1
    expect(fairness.score).toBe(15);
    expect(fairness.label).toBe('needs_improvement');
    expect(fairness.matchesPerPlayer).toEqual([4, 4, 4, 4, 0]);
  });

  it('charges avoidable singles re-meetings', () => {
    const fairness = scheduleFairness(
      [
        [
          [1, 2],
          [3, 4],
        ],
        [
          [1, 2],
          [3, 4],
        ],
      ],
      4,
    );
    expect(fairness.partnerRepeats).toBe(0);
    expect(fairness.opponentSpread).toEqual([0, 2]);
    expect(fairness.penalties.opponents).toBe(40); // 5 × (2 − 1) + 50 (half the matches re-meet), capped
    expect(fairness.exact).toBe(false);
  });

  it('labels scores by band', () => {
    expect([90, 89, 75, 74, 50, 49].map(labelForScore)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'needs_improvement',
    ]);
  });
});
