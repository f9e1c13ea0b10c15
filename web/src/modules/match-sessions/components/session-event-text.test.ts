import { describe, expect, it } from 'vitest';
import { formatFee, formatPlayersOfCap, formatRatingRange } from './session-event-text';

/** A stand-in for i18next's `t`: the key and its values, to see what would be said. */
const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a session’s event in words', () => {
  it('says the rating range as the rankings write ratings', () => {
    expect(formatRatingRange(3, 4.5, 'vi', t)).toBe(
      'match-sessions:event.rating_between {"min":"3,000","max":"4,500"}',
    );
    expect(formatRatingRange(3.5, null, 'en', t)).toBe('match-sessions:event.rating_from {"min":"3.500"}');
    expect(formatRatingRange(null, 4, 'en', t)).toBe('match-sessions:event.rating_up_to {"max":"4.000"}');
    expect(formatRatingRange(null, null, 'en', t)).toBe('match-sessions:event.rating_any');
  });

  it('counts the players against the cap, or alone without one', () => {
    expect(formatPlayersOfCap(7, 12, t)).toBe('match-sessions:event.players_of_cap {"count":12,"players":7}');
    expect(formatPlayersOfCap(7, null, t)).toBe('match-sessions:event.players_no_cap {"count":7}');
  });

  it('writes the fee per player in the reader’s language, or says it is free', () => {
    expect(plain(formatFee(50_000, 'VND', 'vi', t))).toBe('50.000 ₫');
    expect(plain(formatFee(1_250, 'USD', 'en', t))).toBe('$12.50');
    expect(formatFee(null, 'VND', 'vi', t)).toBe('match-sessions:event.free');
    expect(formatFee(0, 'VND', 'vi', t)).toBe('match-sessions:event.free');
  });
});
