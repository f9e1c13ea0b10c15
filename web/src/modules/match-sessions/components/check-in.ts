import type { Signup, SignupList } from '@pickleball/domain';

/**
 * Check-in at the court (issue 31 §3): who is here among the confirmed, as the organiser will see
 * it once the ticks under way are answered. Pure: the sign-up tab and its tests use these.
 */

/** The ticks sent and not yet answered: sign-up id → checked in or not. */
export type PendingCheckIns = ReadonlyMap<number, boolean>;

/** The list filter at the court: everyone, or only the confirmed players not here yet. */
export type CheckInFilter = 'all' | 'absent';

/** Checked in, as sent if a tick is under way, else as the server said. */
export function isCheckedIn(
  signup: Pick<Signup, 'id' | 'checked_in_at'>,
  pending: PendingCheckIns = new Map(),
): boolean {
  return pending.get(signup.id) ?? signup.checked_in_at !== null;
}

/** The confirmed players checked in, counting the ticks under way. */
export function checkedInCount(
  signups: readonly Pick<Signup, 'id' | 'status' | 'checked_in_at'>[],
  pending: PendingCheckIns = new Map(),
): number {
  return signups.filter((signup) => signup.status === 'confirmed' && isCheckedIn(signup, pending)).length;
}

/** Confirmed players not checked in: the places a release would give to the line. */
export function absentCount(
  signups: readonly Pick<Signup, 'id' | 'status' | 'checked_in_at'>[],
  pending: PendingCheckIns = new Map(),
): number {
  return signups.filter((signup) => signup.status === 'confirmed' && !isCheckedIn(signup, pending)).length;
}

/**
 * The rows a group shows under the filter. "Not checked in" keeps the players ticked since it was
 * chosen (`kept`), so a row does not jump away under the thumb and a wrong tick can be undone.
 */
export function rowsForFilter<T extends Pick<Signup, 'id' | 'status' | 'checked_in_at'>>(
  rows: readonly T[],
  filter: CheckInFilter,
  kept: ReadonlySet<number>,
  pending: PendingCheckIns = new Map(),
): T[] {
  if (filter === 'all') return [...rows];
  return rows.filter((row) => row.status === 'confirmed' && (!isCheckedIn(row, pending) || kept.has(row.id)));
}

/**
 * A check-in answered while other ticks are still under way: the server's list is older than
 * their answers will be, so only this player's row (and the counts it moves) is taken from it.
 */
export function mergeCheckIn(list: SignupList, answer: SignupList, signupId: number): SignupList {
  const answered = answer.signups.find((signup) => signup.id === signupId);
  if (!answered) return list;
  const signups = list.signups.map((signup) => (signup.id === signupId ? answered : signup));
  return { ...list, signups, checked_in: checkedInCount(signups) };
}

/** Milliseconds from `now` until `iso` (0 once it has passed; unreadable counts as passed). */
export function msUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}
