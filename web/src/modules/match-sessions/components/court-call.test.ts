import type { SessionGame } from '@pickleball/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/match-sessions.json';
import vi from '../../../../../locales/vi/match-sessions.json';
import {
  boardRounds,
  calledText,
  callLabel,
  canCallGame,
  currentRoundNumber,
  gameTeamsText,
  wasCalled,
} from './court-call';
import { formatSessionClock } from './session-when';

/** The module's real catalogs, in both languages: what the organiser would see. */
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
const tEn = translator('en');
const tVi = translator('vi');
/** Intl's no-break and thin spaces read as plain ones (as session-when.test.ts). */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

const person = (id: number, name: string) => ({ id, name, username: name.toLowerCase() });
function game(
  id: number,
  round: number,
  court: number,
  status: string | null,
  change: Partial<SessionGame> = {},
): SessionGame {
  return {
    id,
    round,
    court,
    called_at: null,
    call_count: 0,
    team1: [person(1, 'An'), person(2, 'Bình')],
    team2: [person(3, 'Chi'), person(4, 'Dũng')],
    match: status === null ? null : { id: 100 + id, status, live_status: null, winner_team: null, games: [] },
    ...change,
  };
}
const round = (number: number, games: SessionGame[]) => ({ number, games, sitting_out: [] });

describe('currentRoundNumber', () => {
  it('is the first round with a game not finished, whatever the courts ahead of it', () => {
    const rounds = [
      round(2, [game(3, 2, 1, 'completed'), game(4, 2, 2, 'inprogress')]),
      round(1, [game(1, 1, 1, 'completed'), game(2, 1, 2, 'approved')]),
      round(3, [game(5, 3, 1, 'draft'), game(6, 3, 2, 'draft')]),
    ];
    expect(currentRoundNumber(rounds)).toBe(2);
  });

  it('is null once every game is played, and round 1 before any match exists', () => {
    expect(currentRoundNumber([round(1, [game(1, 1, 1, 'completed')])])).toBeNull();
    expect(currentRoundNumber([round(1, [game(1, 1, 1, null)]), round(2, [game(2, 2, 1, null)])])).toBe(1);
  });
});

describe('boardRounds', () => {
  it('lists the current round first, then those to come, then those played', () => {
    const rounds = [
      round(1, [game(1, 1, 1, 'completed')]),
      round(2, [game(2, 2, 1, 'approved')]),
      round(3, [game(3, 3, 1, 'inprogress')]),
      round(4, [game(4, 4, 1, 'draft')]),
      round(5, [game(5, 5, 1, 'draft')]),
    ];
    expect(boardRounds(rounds).map(({ round, place }) => [round.number, place])).toEqual([
      [3, 'current'],
      [4, 'upcoming'],
      [5, 'upcoming'],
      [1, 'played'],
      [2, 'played'],
    ]);
  });
});

describe('canCallGame', () => {
  it('calls a game not finished while the session runs', () => {
    expect(canCallGame({ status: 'active' }, game(1, 1, 1, 'draft'))).toBe(true);
    expect(canCallGame({ status: 'active' }, game(1, 1, 1, 'inprogress'))).toBe(true);
    expect(canCallGame({ status: 'active' }, game(1, 1, 1, 'completed'))).toBe(false);
    expect(canCallGame({ status: 'draft' }, game(1, 1, 1, null))).toBe(false);
    expect(canCallGame({ status: 'completed' }, game(1, 1, 1, 'draft'))).toBe(false);
  });
});

describe('the call in words', () => {
  const called = { called_at: '2026-12-11T12:42:00Z', call_count: 1 };
  const clock = (language: 'en' | 'vi') => (iso: string) =>
    plain(formatSessionClock(iso, 'Asia/Ho_Chi_Minh', language));

  it('says "Call to court" first and "Call again" once called', () => {
    expect(wasCalled(game(1, 1, 1, 'draft'))).toBe(false);
    expect(callLabel(game(1, 1, 1, 'draft'), tEn)).toBe('Call to court');
    expect(callLabel(game(1, 1, 1, 'draft'), tVi)).toBe('Gọi vào sân');
    expect(wasCalled(game(1, 1, 1, 'draft', called))).toBe(true);
    expect(callLabel(game(1, 1, 1, 'draft', called), tEn)).toBe('Call again');
    expect(callLabel(game(1, 1, 1, 'draft', called), tVi)).toBe('Gọi lại');
  });

  it('says when the players were called, in the session’s zone and the reader’s language', () => {
    expect(calledText(game(1, 1, 1, 'draft'), clock('en'), tEn)).toBeNull();
    expect(calledText(game(1, 1, 1, 'draft', called), clock('en'), tEn)).toBe('Called 7:42 PM');
    expect(calledText(game(1, 1, 1, 'draft', called), clock('vi'), tVi)).toBe('Đã gọi lúc 19:42');
    const thrice = { called_at: '2026-12-11T12:48:00Z', call_count: 3 };
    expect(calledText(game(1, 1, 1, 'draft', thrice), clock('en'), tEn)).toBe(
      'Called 3 times, last at 7:48 PM',
    );
    expect(calledText(game(1, 1, 1, 'draft', thrice), clock('vi'), tVi)).toBe(
      'Đã gọi 3 lần, lần cuối lúc 19:48',
    );
  });

  it('names both teams as the buttons do', () => {
    expect(gameTeamsText(game(1, 1, 1, 'draft'))).toBe('An & Bình – Chi & Dũng');
  });
});
