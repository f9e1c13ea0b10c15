import { describe, expect, it } from 'vitest';
import { correctionDefaults, toCorrectionInput } from './correction-form-values';
import { slotSteps } from './slot-steps';

const all = { edit: true, score: true, viewMatches: true };
const match = { id: 5, status: 'draft', live_status: null, winner_team: null, games: [] };

describe('a bracket match’s steps', () => {
  it('offers scoring, court and time, postponing, cancelling and a walkover to a match ready in play', () => {
    expect(
      slotSteps(
        { state: 'ready', result: null, match: match as never, match_status: 'scheduled' },
        'in_progress',
        all,
      ),
    ).toEqual(['live_score', 'open_match', 'schedule', 'postpone', 'cancel', 'walkover']);
  });

  it('offers a correction and the history once decided, and only while the tournament is played', () => {
    const done = {
      state: 'done' as const,
      result: { winner: 'a' as const, walkover: false, games: [[11, 3] as [number, number]] },
      match: match as never,
      match_status: 'completed' as const,
    };
    expect(slotSteps(done, 'in_progress', all)).toEqual(['open_match', 'correct', 'history']);
    expect(slotSteps(done, 'completed', all)).toEqual(['open_match', 'history']);
  });

  it('offers a postponed match its reschedule, and a referee only the scoring', () => {
    const postponed = {
      state: 'ready' as const,
      result: null,
      match: match as never,
      match_status: 'postponed' as const,
    };
    expect(slotSteps(postponed, 'in_progress', all)).toContain('reschedule');
    expect(slotSteps(postponed, 'in_progress', all)).not.toContain('postpone');
    expect(slotSteps(postponed, 'in_progress', { edit: false, score: true, viewMatches: false })).toEqual([
      'live_score',
    ]);
  });

  it('lets a match be scheduled before play but not walked over', () => {
    expect(
      slotSteps(
        { state: 'waiting', result: null, match: null, match_status: null },
        'registration_closed',
        all,
      ),
    ).toEqual(['schedule']);
  });
});

describe('the correction form', () => {
  it('opens on the recorded games with a row per game the format allows', () => {
    const values = correctionDefaults(
      {
        winner: 'a',
        walkover: false,
        games: [
          [11, 4],
          [11, 9],
        ],
      },
      3,
    );
    expect(values.games).toEqual([
      { team1: '11', team2: '4' },
      { team1: '11', team2: '9' },
      { team1: '', team2: '' },
    ]);
  });

  it('sends the games typed (empty rows left out, a half-typed one refused) or a walkover’s winner', () => {
    expect(
      toCorrectionInput({
        walkover: false,
        winner: '',
        reason: 'score mistyped',
        games: [
          { team1: '9', team2: '11' },
          { team1: '', team2: '' },
        ],
      }),
    ).toEqual({ walkover: false, winner: null, reason: 'score mistyped', games: [{ team1: 9, team2: 11 }] });
    const half = toCorrectionInput({
      walkover: false,
      winner: '',
      reason: 'x',
      games: [{ team1: '9', team2: '' }],
    });
    expect(Number.isNaN(half.games[0]?.team2)).toBe(true);
    expect(toCorrectionInput({ walkover: true, winner: 'b', reason: 'no show today', games: [] })).toEqual({
      walkover: true,
      winner: 'b',
      games: [],
      reason: 'no show today',
    });
  });
});
