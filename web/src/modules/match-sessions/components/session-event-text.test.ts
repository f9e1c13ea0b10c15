import { describe, expect, it } from 'vitest';
import {
  CANCEL_CUTOFF_CHOICES,
  cancelCutoffChoices,
  formatCancelCutoff,
  formatFee,
  formatPlayersOfCap,
  formatRatingRange,
} from './session-event-text';

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

  it('offers the usual cancel cutoffs, keeping one saved outside them', () => {
    expect(cancelCutoffChoices(120)).toEqual([...CANCEL_CUTOFF_CHOICES]);
    expect(cancelCutoffChoices(0)).toEqual([...CANCEL_CUTOFF_CHOICES]);
    expect(cancelCutoffChoices(90)).toEqual([0, 60, 90, 120, 180, 360, 720, 1440, 2880]);
    expect(cancelCutoffChoices(10_080)).toEqual([...CANCEL_CUTOFF_CHOICES, 10_080]);
    expect(cancelCutoffChoices(undefined)).toEqual([...CANCEL_CUTOFF_CHOICES]);
    // The saved value and the one chosen now, both kept.
    expect(cancelCutoffChoices(90, 120)).toEqual([0, 60, 90, 120, 180, 360, 720, 1440, 2880]);
    expect(cancelCutoffChoices(90, 45)).toEqual([0, 45, 60, 90, 120, 180, 360, 720, 1440, 2880]);
  });

  it('says a cancel cutoff in days, hours or minutes before the start', () => {
    expect(formatCancelCutoff(0, t)).toBe('match-sessions:event.cancel_cutoff_at_start');
    expect(formatCancelCutoff(60, t)).toBe('match-sessions:event.cancel_cutoff_hours {"count":1}');
    expect(formatCancelCutoff(120, t)).toBe('match-sessions:event.cancel_cutoff_hours {"count":2}');
    expect(formatCancelCutoff(1440, t)).toBe('match-sessions:event.cancel_cutoff_days {"count":1}');
    expect(formatCancelCutoff(2880, t)).toBe('match-sessions:event.cancel_cutoff_days {"count":2}');
    expect(formatCancelCutoff(1500, t)).toBe('match-sessions:event.cancel_cutoff_hours {"count":25}');
    expect(formatCancelCutoff(90, t)).toBe('match-sessions:event.cancel_cutoff_minutes {"count":90}');
  });
});
