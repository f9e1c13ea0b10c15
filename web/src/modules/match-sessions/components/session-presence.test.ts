import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/match-sessions.json';
import vi from '../../../../../locales/vi/match-sessions.json';
import {
  canChangePresence,
  firstOpenRound,
  isPresent,
  presenceNote,
  presenceProblems,
  roundsLeft,
} from './session-presence';

/** The module's real catalogs, in both languages. */
function translator(language: 'en' | 'vi') {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { 'match-sessions': en }, vi: { 'match-sessions': vi } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key: string, values?: Record<string, string | number>) => i18n.t(key, values);
}

const game = (status: string, liveStatus: string | null) => ({
  match: { status, live_status: liveStatus },
});
const round = (
  number: number,
  ...games: { match: { status: string; live_status: string | null } | null }[]
) => ({
  number,
  games,
});

describe('late arrivals and early leavers', () => {
  it('plans again after the last round with a game under way or played', () => {
    expect(firstOpenRound({ rounds: [] })).toBe(1);
    // A draft night: no matches yet.
    expect(firstOpenRound({ rounds: [round(1, { match: null }), round(2, { match: null })] })).toBe(1);
    const night = {
      rounds: [
        round(1, game('completed', 'completed'), game('draft', null)),
        round(2, game('draft', null), game('draft', 'in_progress')),
        round(3, game('draft', null)),
        round(4, game('draft', null)),
      ],
    };
    expect(firstOpenRound(night)).toBe(3);
    expect(roundsLeft(night)).toBe(2);
    // Every round begun: one more round is planned.
    expect(roundsLeft({ rounds: [round(1, game('approved', null))] })).toBe(1);
  });

  it('lets players come and go on a planned doubles night not over', () => {
    const night = { match_type: 'doubles', status: 'active', rounds: [round(1)], players: [{}] } as never;
    expect(canChangePresence(night)).toBe(true);
    expect(canChangePresence({ ...(night as object), match_type: 'singles' } as never)).toBe(false);
    expect(canChangePresence({ ...(night as object), status: 'completed' } as never)).toBe(false);
    expect(canChangePresence({ ...(night as object), rounds: [] } as never)).toBe(false);
  });

  it('says who came late or left early, in both languages', () => {
    const tEn = translator('en');
    const tVi = translator('vi');
    expect(presenceNote({ arrived_round: 1, left_after_round: null }, tEn)).toBeNull();
    expect(presenceNote({ arrived_round: 3, left_after_round: null }, tEn)).toBe('arrived for round 3');
    expect(presenceNote({ arrived_round: 1, left_after_round: 4 }, tEn)).toBe('left after round 4');
    expect(presenceNote({ arrived_round: 2, left_after_round: 4 }, tVi)).toBe(
      'đến từ vòng 2 · đã về sau vòng 4',
    );
    expect(isPresent({ arrived_round: 2, left_after_round: null })).toBe(true);
    expect(isPresent({ arrived_round: 1, left_after_round: 3 })).toBe(false);
  });

  it('names the players a refusal speaks of', () => {
    const names = new Map([
      [205, 'Em'],
      [102, 'Bình'],
    ]);
    expect(
      presenceProblems(
        {
          'arrive.0': ['This value is not valid'],
          'leave.1': ['This value is not valid'],
          leave: ['At least 4 players'],
        },
        { arrive: [205], leave: [101, 102] },
        (id) => names.get(id),
      ),
    ).toEqual(['Em: This value is not valid', 'Bình: This value is not valid', 'At least 4 players']);
    // A player the page cannot name: the message alone.
    expect(
      presenceProblems({ 'leave.0': ['Not valid'] }, { arrive: [], leave: [999] }, () => undefined),
    ).toEqual(['Not valid']);
  });
});
