import type { Signup, SignupList } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { absentCount, checkedInCount, isCheckedIn, mergeCheckIn, msUntil, rowsForFilter } from './check-in';

const row = (id: number, status: Signup['status'], checkedIn = false) =>
  ({
    id,
    status,
    checked_in_at: checkedIn ? '2026-12-11T12:05:00Z' : null,
  }) as Signup;

// An (in), Bình (not yet), Chi (not yet), Dũng waiting, Em cancelled.
const rows = [
  row(1, 'confirmed', true),
  row(2, 'confirmed'),
  row(3, 'confirmed'),
  row(4, 'waitlisted'),
  row(5, 'cancelled'),
];

describe('check-in at the court', () => {
  it('reads a tick under way before the server’s state', () => {
    expect(isCheckedIn(row(2, 'confirmed'))).toBe(false);
    expect(isCheckedIn(row(2, 'confirmed'), new Map([[2, true]]))).toBe(true);
    expect(isCheckedIn(row(1, 'confirmed', true), new Map([[1, false]]))).toBe(false);
  });

  it('counts the confirmed checked in, and those not, with the ticks under way', () => {
    expect(checkedInCount(rows)).toBe(1);
    expect(absentCount(rows)).toBe(2);
    const pending = new Map([
      [2, true],
      [1, false],
      // Someone waiting is never counted, ticked or not.
      [4, true],
    ]);
    expect(checkedInCount(rows, pending)).toBe(1);
    expect(absentCount(rows, pending)).toBe(2);
    expect(checkedInCount(rows, new Map([[3, true]]))).toBe(2);
  });

  it('lists everyone, or the confirmed not here yet and those ticked since', () => {
    expect(rowsForFilter(rows, 'all', new Set()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rowsForFilter(rows, 'absent', new Set()).map((item) => item.id)).toEqual([2, 3]);
    // Bình ticked while the filter was on: still listed, as is a tick under way for Chi.
    const after = [row(1, 'confirmed', true), row(2, 'confirmed', true), row(3, 'confirmed')];
    expect(rowsForFilter(after, 'absent', new Set([2]), new Map([[3, true]])).map((item) => item.id)).toEqual(
      [2],
    );
    expect(
      rowsForFilter(after, 'absent', new Set([2, 3]), new Map([[3, true]])).map((item) => item.id),
    ).toEqual([2, 3]);
  });

  it('takes only the answered row from an answer older than the ticks still under way', () => {
    const list = (signups: Signup[]): SignupList => ({
      signups,
      confirmed: 3,
      waitlisted: 1,
      cap: 3,
      paid: 0,
      checked_in: signups.filter((item) => item.status === 'confirmed' && item.checked_in_at).length,
    });
    // The cache already holds Chi's answer; Bình's answer was written before it.
    const cached = list([
      row(1, 'confirmed', true),
      row(2, 'confirmed'),
      row(3, 'confirmed', true),
      row(4, 'waitlisted'),
    ]);
    const answer = list([
      row(1, 'confirmed', true),
      row(2, 'confirmed', true),
      row(3, 'confirmed'),
      row(4, 'waitlisted'),
    ]);
    const merged = mergeCheckIn(cached, answer, 2);
    expect(merged.signups.map((item) => item.checked_in_at !== null)).toEqual([true, true, true, false]);
    expect(merged.checked_in).toBe(3);
    // A row the answer no longer has leaves the list as it was.
    expect(mergeCheckIn(cached, answer, 9)).toBe(cached);
  });

  it('says how long until a time, nothing once it has come', () => {
    const now = Date.parse('2026-12-11T11:59:00Z');
    expect(msUntil('2026-12-11T12:00:00.000Z', now)).toBe(60_000);
    expect(msUntil('2026-12-11T11:00:00.000Z', now)).toBe(0);
    expect(msUntil('not a time', now)).toBe(0);
  });
});
