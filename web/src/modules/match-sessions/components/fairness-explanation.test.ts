import type { Fairness } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { explainFairness } from './fairness-explanation';

const base: Fairness = {
  score: 100,
  label: 'excellent',
  partner_repeats: 0,
  opponent_spread: [2, 2],
  sit_out_spread: 0,
  exact: true,
  penalties: { partners: 0, opponents: 0, sit_outs: 0 },
};

describe('explainFairness', () => {
  it('says every pair partners once and meets twice for an exact doubles design', () => {
    expect(explainFairness(base, 'doubles').map((line) => line.key)).toEqual([
      'match-sessions:fairness_meaning.excellent',
      'match-sessions:explain.exact_doubles',
    ]);
  });

  it('says everyone meets everyone once for an exact round robin', () => {
    expect(explainFairness({ ...base, opponent_spread: [1, 1] }, 'singles')[1]?.key).toBe(
      'match-sessions:explain.exact_singles',
    );
  });

  it('names each cause of lost points with its count and the points it cost', () => {
    const lines = explainFairness(
      {
        ...base,
        score: 71,
        label: 'fair',
        exact: false,
        partner_repeats: 2,
        opponent_spread: [1, 3],
        sit_out_spread: 1,
        penalties: { partners: 12, opponents: 9.04, sit_outs: 8 },
      },
      'doubles',
    );
    expect(lines).toEqual([
      { key: 'match-sessions:fairness_meaning.fair' },
      { key: 'match-sessions:explain.partner_repeats', values: { count: 2, points: 12 } },
      { key: 'match-sessions:explain.opponents_uneven', values: { most: 3, fewest: 1, points: 9 } },
      { key: 'match-sessions:explain.sit_outs_uneven', values: { count: 1, points: 8 } },
    ]);
  });

  it('says when some players never face each other', () => {
    const lines = explainFairness(
      {
        ...base,
        label: 'good',
        exact: false,
        opponent_spread: [0, 2],
        penalties: { partners: 0, opponents: 6, sit_outs: 0 },
      },
      'doubles',
    );
    expect(lines[1]).toEqual({
      key: 'match-sessions:explain.opponents_never',
      values: { count: 2, points: 6 },
    });
  });

  it('says the spread is as even as possible when nothing lost points but the design is not exact', () => {
    expect(explainFairness({ ...base, exact: false }, 'doubles')[1]?.key).toBe(
      'match-sessions:explain.balanced',
    );
  });
});
