import { describe, expect, it } from 'vitest';
import { groupIssues } from '../common/validation';
import { MatchInputSchema } from './matches.schemas';

const base = {
  event: 'Giao hữu',
  played_at: '2026-11-20T09:00:00.000Z',
  discipline: 'doubles',
  team1: [1, 2],
  team2: [3, 4],
  games: [{ team1: 11, team2: 4 }],
};

describe('match form schema', () => {
  it('reports the team and game rules together with a missing event, in one round', () => {
    const result = MatchInputSchema.safeParse({
      ...base,
      event: '',
      team2: [3],
      games: [{ team1: 11, team2: 10 }],
    });
    expect(result.success).toBe(false);
    const errors = groupIssues(result.error?.issues ?? []);
    expect(Object.keys(errors).sort()).toEqual(['event', 'games.0', 'team2']);
    expect(errors.team2).toEqual([{ key: 'team_size', values: { count: 2 } }]);
  });

  it('skips the cross-field rules while a score is not a number (its own error says so)', () => {
    const result = MatchInputSchema.safeParse({ ...base, games: [{ team1: 'x', team2: 4 }] });
    const errors = groupIssues(result.error?.issues ?? []);
    expect(Object.keys(errors)).toEqual(['games.0.team1']);
  });
});
