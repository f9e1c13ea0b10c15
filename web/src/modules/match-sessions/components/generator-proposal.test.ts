import type { SessionGenerateInput } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusalMessages, sameSettings } from './generator-proposal';

const settings = {
  name: 'Tối thứ Sáu',
  match_type: 'doubles',
  club_id: null,
  best_of: 1,
  target_points: 11,
  win_by: 2,
  match_duration_minutes: 20,
  courts: null,
  balance_by_rating: false,
  rounds: null,
  seed: 12,
  player_ids: [1, 2, 3, 4],
} as SessionGenerateInput;

describe('the generator’s proposal', () => {
  it('still matches the form while the settings it depends on are the same', () => {
    // The name and the seed are not settings of the schedule.
    expect(sameSettings({ ...settings, name: 'Other', seed: 3 } as never, settings)).toBe(true);
    // An unset setting reads as null, as the proposal's.
    expect(sameSettings({ ...settings, courts: undefined } as never, settings)).toBe(true);
    expect(sameSettings({ ...settings, courts: 2 } as never, settings)).toBe(false);
    expect(sameSettings({ ...settings, player_ids: [1, 2, 3, 5] } as never, settings)).toBe(false);
  });

  it('says a refused save by its field messages, once each, else its message', () => {
    const fields = new ApiError('Invalid', {
      status: 422,
      code: 'validation_failed',
      fieldErrors: {
        'rounds.0.games.0.team1': ['A player is in two games'],
        'rounds.1.games.0.team1': ['A player is in two games'],
        courts: ['Too many courts'],
      },
    });
    expect(refusalMessages(fields)).toEqual(['A player is in two games', 'Too many courts']);
    expect(
      refusalMessages(new ApiError('Conflict', { status: 409, code: 'match_session.not_draft' })),
    ).toEqual(['Conflict']);
    expect(refusalMessages(new Error('Network'))).toEqual(['Network']);
    expect(refusalMessages('odd')).toEqual(['odd']);
  });
});
