import { describe, expect, it } from 'vitest';
import { groupIssues } from '../common/validation';
import { type Match, MatchInputSchema, matchInputOf } from './matches.schemas';

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

describe('a match as the form sends it', () => {
  const player = (id: number) => ({ id, name: `Người chơi ${id}`, username: `p${id}` });
  const match = {
    id: 9,
    event: 'Chung kết',
    location: 'Sân Thảo Điền',
    court: { id: 4, name: 'Sân 1' },
    club: { id: 2, name: 'CLB Thủ Đức' },
    played_at: '2026-11-20T09:00:00.000Z',
    discipline: 'doubles',
    format: 'tournament',
    best_of: 3,
    target_points: 15,
    win_by: 1,
    tiebreak_target: null,
    score_type: 'rally',
    notes: null,
    team1: [player(1), player(2)],
    team2: [player(3), player(4)],
    games: [{ game_number: 1, team1: 15, team2: 9 }],
  } as unknown as Match;

  it('keeps every field of the match, and its games unless others are given', () => {
    const kept = matchInputOf(match);
    expect(kept).toMatchObject({ court_id: 4, club_id: 2, team1: [1, 2], team2: [3, 4], target_points: 15 });
    expect(kept.games).toEqual([{ team1: 15, team2: 9 }]);
    const rescored = matchInputOf(match, [
      { team1: 15, team2: 9 },
      { team1: 15, team2: 12 },
    ]);
    const parsed = MatchInputSchema.safeParse(rescored);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.games).toHaveLength(2);
    expect(parsed.data?.score_type).toBe('rally');
  });
});
