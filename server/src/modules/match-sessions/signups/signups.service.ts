/**
 * Club-night sign-ups (issue 31 §2). Rules owned here:
 * - the session's row is locked for every change, so places fill strictly in sign-up order even
 *   when thirty people press at once: the cap's places first, then the line;
 * - a freed place (a cancellation, a raised cap) goes at once to the first in line, who is told
 *   in their language; the line is renumbered 1..n;
 * - a player cancels alone only before the cut-off; the organiser can at any time;
 * - a members-only night takes its club's members; a rating range refuses a known rating outside it;
 * - a fee marked paid by hand keeps who marked it and when; undoing it needs a reason (audited);
 * - every change is audited and announced (the organiser's screens and each player concerned).
 */
import {
  canCancelAlone,
  type FeeMarkInput,
  type MatchSessionType,
  RATING_MAX,
  RATING_MIN,
  resourceRoom,
  type SignupSource,
  userRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../../db/database';
import { nowIso, toIso } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import type { PendingEvents } from '../../../platform/realtime';
import { notify } from '../../notifications/notifications.notify';
import { activeUserExists } from '../match-sessions.plan.repository';
import { lockSessionRow, type SessionRow } from '../match-sessions.repository';
import {
  countSignups,
  findRating,
  findSignup,
  findSignupOf,
  insertSignup,
  isClubMember,
  listConfirmedNotCheckedIn,
  listPlayerLocales,
  listWaitlist,
  type SignupRow,
  updateSignup,
  updateSignups,
} from './signups.repository';

/** A change to one night's sign-ups: its row locked, the players to tell once it commits. */
export interface SignupChange {
  ctx: ServiceContext;
  trx: Db;
  row: SessionRow;
  pending: PendingEvents;
  now: string;
  /** Players whose own pages must refresh. */
  players: Set<number>;
}

/** Sign-ups change while the night is planned or under way, never once it is over. */
export async function changeSignups<T>(
  ctx: ServiceContext,
  sessionId: number,
  work: (change: SignupChange) => Promise<T>,
): Promise<T> {
  return runChange(ctx, async (trx, pending) => {
    const row = await lockSessionRow(trx, sessionId, ctx.services.dialect);
    if (!row) throw notFound();
    if (row.status !== 'draft' && row.status !== 'active') throw new AppError('club_night.closed');
    const change: SignupChange = { ctx, trx, row, pending, now: nowIso(), players: new Set() };
    const result = await work(change);
    announceSignups(pending, row.id, change.players);
    return result;
  });
}

/** Once committed: the organiser's screens and each player concerned refresh the night's sign-ups. */
export function announceSignups(pending: PendingEvents, sessionId: number, players: Iterable<number>) {
  const event = { type: 'match_session.signups_changed' as const, id: sessionId, data: { id: sessionId } };
  pending.add(resourceRoom('match-sessions'), event);
  for (const player of players) pending.add(userRoom(player), event);
}

const NOTICES = {
  placed: ['session-messages:notice.placed_subject', 'session-messages:notice.placed_body'],
  promoted: ['session-messages:notice.promoted_subject', 'session-messages:notice.promoted_body'],
  cancelled: ['session-messages:notice.cancelled_subject', 'session-messages:notice.cancelled_body'],
  released: ['session-messages:notice.released_subject', 'session-messages:notice.released_body'],
} as const;

/** Tells these players something about the night, each in their language, in the app and by push. */
async function tellPlayers(change: SignupChange, userIds: readonly number[], notice: keyof typeof NOTICES) {
  const { row, ctx } = change;
  for (const person of await listPlayerLocales(change.trx, userIds)) {
    const locale = (person.locale === 'vi' ? 'vi' : 'en') as Locale;
    const t = ctx.services.translator.t(locale);
    const when = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'numeric',
      timeZone: row.time_zone,
    }).format(new Date(toIso(row.starts_at)));
    const values = { night: row.name, day: when, start: row.start_time };
    const [subject, body] = NOTICES[notice];
    await notify(change.trx, {
      category: 'club',
      subject: t(subject, values),
      content: t(body, values),
      link: '/me/club-nights',
      channels: ['in_app', 'push'],
      recipientType: 'specific_users',
      recipients: { user_ids: [person.id] },
      createdBy: ctx.actor?.id ?? null,
      metadata: { match_session_id: row.id, notice },
    });
  }
}

/** Renumbers the line 1..n in its order. */
async function renumberLine(change: SignupChange): Promise<void> {
  for (const [index, entry] of (await listWaitlist(change.trx, change.row.id)).entries())
    if (entry.waitlist_position !== index + 1)
      await updateSignup(change.trx, entry.id, { waitlist_position: index + 1, updated_at: change.now });
}

/**
 * Gives free places to the first in line, in order, and tells them (once the night has started:
 * that the place is theirs if they come now).
 */
export async function fillPlaces(change: SignupChange): Promise<number[]> {
  const { row } = change;
  const counts = await countSignups(change.trx, row.id);
  const free = row.player_cap === null ? counts.waitlisted : Math.max(0, row.player_cap - counts.confirmed);
  const promoted = (await listWaitlist(change.trx, row.id)).slice(0, free);
  for (const entry of promoted) {
    await updateSignup(change.trx, entry.id, {
      status: 'confirmed',
      waitlist_position: null,
      promoted_at: change.now,
      updated_at: change.now,
    });
    change.players.add(entry.user_id);
  }
  if (promoted.length > 0) {
    await renumberLine(change);
    const started = Date.parse(toIso(row.starts_at)) <= Date.now();
    await tellPlayers(
      change,
      promoted.map((entry) => entry.user_id),
      started ? 'released' : 'promoted',
    );
    await recordAudit(change.trx, change.ctx, {
      model: 'match_session',
      recordId: row.id,
      event: 'updated',
      newValues: { action: 'signup_promoted', user_ids: promoted.map((entry) => entry.user_id) },
    });
  }
  return promoted.map((entry) => entry.user_id);
}

/**
 * Puts a player into the night: a place while the cap allows, else the end of the line. A player
 * who cancelled comes back on the same row (their fee record kept), at the end.
 */
export async function signUp(change: SignupChange, userId: number, source: SignupSource): Promise<SignupRow> {
  const { trx, row, now } = change;
  const existing = await findSignupOf(trx, row.id, userId);
  if (existing && existing.status !== 'cancelled') throw new AppError('club_night.already_signed_up');
  const counts = await countSignups(trx, row.id);
  const full = row.player_cap !== null && counts.confirmed >= row.player_cap;
  const place = {
    status: full ? 'waitlisted' : 'confirmed',
    waitlist_position: full ? counts.waitlisted + 1 : null,
    source,
    signed_up_at: now,
    promoted_at: null,
    cancelled_at: null,
    cancelled_by: null,
    updated_at: now,
  };
  let id = existing?.id;
  if (id !== undefined) await updateSignup(trx, id, place);
  else
    id = await insertSignup(trx, {
      session_id: row.id,
      user_id: userId,
      ...place,
      fee_status: 'unpaid',
      fee_method: null,
      fee_note: null,
      fee_marked_by: null,
      fee_paid_at: null,
    });
  change.players.add(userId);
  await recordAudit(trx, change.ctx, {
    model: 'match_session',
    recordId: row.id,
    event: 'updated',
    newValues: { action: 'signup', user_id: userId, status: place.status, source },
  });
  if (source === 'organiser') await tellPlayers(change, [userId], 'placed');
  return (await findSignup(trx, row.id, id)) as SignupRow;
}

/** Cancels a sign-up; a freed place goes to the line at once. */
export async function cancelSignup(change: SignupChange, signup: SignupRow): Promise<void> {
  const { trx, now, ctx } = change;
  if (signup.status === 'cancelled') throw notFound();
  const actor = requireActor(ctx);
  await updateSignup(trx, signup.id, {
    status: 'cancelled',
    waitlist_position: null,
    cancelled_at: now,
    cancelled_by: actor.id,
    updated_at: now,
  });
  change.players.add(signup.user_id);
  await recordAudit(trx, ctx, {
    model: 'match_session',
    recordId: change.row.id,
    event: 'updated',
    oldValues: { status: signup.status },
    newValues: { action: 'signup_cancelled', user_id: signup.user_id, by: actor.id },
  });
  if (actor.id !== signup.user_id) await tellPlayers(change, [signup.user_id], 'cancelled');
  if (signup.status === 'confirmed') await fillPlaces(change);
  else await renumberLine(change);
}

/** The organiser marks a fee paid by hand, or undoes a mark with a reason. */
export async function markFee(change: SignupChange, signup: SignupRow, input: FeeMarkInput): Promise<void> {
  const { trx, now, ctx } = change;
  const actor = requireActor(ctx);
  if (input.status === 'paid') {
    if (signup.fee_status === 'paid') throw new AppError('club_night.fee_already_paid');
    await updateSignup(trx, signup.id, {
      fee_status: 'paid',
      fee_method: input.method,
      fee_note: input.note,
      fee_marked_by: actor.id,
      fee_paid_at: now,
      updated_at: now,
    });
  } else {
    if (signup.fee_status !== 'paid') throw new AppError('club_night.fee_not_paid');
    if (signup.fee_method === 'app') throw new AppError('club_night.fee_paid_in_app');
    await updateSignup(trx, signup.id, {
      fee_status: 'unpaid',
      fee_method: null,
      fee_note: null,
      fee_marked_by: null,
      fee_paid_at: null,
      updated_at: now,
    });
  }
  change.players.add(signup.user_id);
  await recordAudit(trx, ctx, {
    model: 'match_session',
    recordId: change.row.id,
    event: 'updated',
    oldValues: { fee_status: signup.fee_status, fee_method: signup.fee_method },
    newValues: { action: 'fee_marked', user_id: signup.user_id, ...input },
  });
}

/** The kind of play the night is, for the players' ratings. */
export const nightType = (row: SessionRow) => row.match_type as MatchSessionType;

/** The organiser adds a player (signed up or not), into the line like anyone. */
export function addSignup(ctx: ServiceContext, sessionId: number, userId: number) {
  return changeSignups(ctx, sessionId, async (change) => {
    if (!(await activeUserExists(change.trx, userId))) throw fieldError('user_id', 'invalid_value');
    await signUp(change, userId, 'organiser');
  });
}

/** The organiser cancels a sign-up, at any time. */
export function removeSignup(ctx: ServiceContext, sessionId: number, signupId: number) {
  return changeSignups(ctx, sessionId, async (change) => {
    const signup = await findSignup(change.trx, sessionId, signupId);
    if (!signup) throw notFound();
    await cancelSignup(change, signup);
  });
}

export function setFee(ctx: ServiceContext, sessionId: number, signupId: number, input: FeeMarkInput) {
  return changeSignups(ctx, sessionId, async (change) => {
    const signup = await findSignup(change.trx, sessionId, signupId);
    if (!signup || signup.status === 'cancelled') throw notFound();
    await markFee(change, signup, input);
  });
}

/**
 * A player signs up: the night is not over, open to them (a members-only night to its club's
 * members), and their rating, when known, within its range. Answers the place they got.
 */
export function signUpMyself(ctx: ServiceContext, sessionId: number): Promise<SignupRow> {
  const actor = requireActor(ctx);
  return changeSignups(ctx, sessionId, async (change) => {
    const { row, trx } = change;
    if (Date.parse(toIso(row.ends_at)) <= Date.now()) throw new AppError('club_night.over');
    if (
      row.visibility === 'members' &&
      (row.club_id === null || !(await isClubMember(trx, row.club_id, actor.id)))
    )
      throw new AppError('club_night.members_only');
    const rating = await findRating(trx, actor.id, nightType(row));
    const min = row.rating_min === null ? null : Number(row.rating_min);
    const max = row.rating_max === null ? null : Number(row.rating_max);
    if (rating !== null && ((min !== null && rating < min) || (max !== null && rating > max))) {
      // Ratings are read with three decimals, in the reader's own way (4,500 in Vietnamese).
      const format = new Intl.NumberFormat(ctx.locale === 'vi' ? 'vi-VN' : 'en-US', {
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
      }).format;
      throw new AppError('club_night.rating_out_of_range', {
        values: { min: format(min ?? RATING_MIN), max: format(max ?? RATING_MAX), rating: format(rating) },
      });
    }
    return signUp(change, actor.id, 'self');
  });
}

/** A player cancels their own sign-up, only before the cut-off. */
export function cancelMine(ctx: ServiceContext, sessionId: number) {
  const actor = requireActor(ctx);
  return changeSignups(ctx, sessionId, async (change) => {
    const { row } = change;
    const signup = await findSignupOf(change.trx, row.id, actor.id);
    if (!signup || signup.status === 'cancelled') throw notFound();
    if (!canCancelAlone(Date.now(), toIso(row.starts_at), row.cancel_cutoff_minutes))
      throw new AppError('club_night.cancel_closed', { values: { minutes: row.cancel_cutoff_minutes } });
    await cancelSignup(change, signup);
  });
}

/** The organiser ticks a player in at the venue (or undoes it). */
export function setCheckIn(ctx: ServiceContext, sessionId: number, signupId: number, checkedIn: boolean) {
  const actor = requireActor(ctx);
  return changeSignups(ctx, sessionId, async (change) => {
    const signup = await findSignup(change.trx, sessionId, signupId);
    if (signup?.status !== 'confirmed') throw notFound();
    await updateSignup(change.trx, signup.id, {
      checked_in_at: checkedIn ? (signup.checked_in_at ?? change.now) : null,
      checked_in_by: checkedIn ? (signup.checked_in_by ?? actor.id) : null,
      updated_at: change.now,
    });
    change.players.add(signup.user_id);
    await recordAudit(change.trx, ctx, {
      model: 'match_session',
      recordId: sessionId,
      event: 'updated',
      newValues: { action: checkedIn ? 'checked_in' : 'check_in_undone', user_id: signup.user_id },
    });
  });
}

/**
 * From the start: the places of those not checked in are released (no-shows) and go to the line
 * at once; the players promoted are told the place is theirs if they come now. Answers how many
 * places were released.
 */
export function releaseNoShows(ctx: ServiceContext, sessionId: number): Promise<number> {
  const actor = requireActor(ctx);
  return changeSignups(ctx, sessionId, async (change) => {
    const { row, trx, now } = change;
    if (Date.parse(toIso(row.starts_at)) > Date.now())
      throw new AppError('club_night.not_started', { values: { time: row.start_time } });
    const absentees = await listConfirmedNotCheckedIn(trx, row.id);
    const absent = absentees.map((signup) => signup.id);
    await updateSignups(trx, absent, {
      status: 'cancelled',
      no_show: true,
      cancelled_at: now,
      cancelled_by: actor.id,
      updated_at: now,
    });
    for (const signup of absentees) change.players.add(signup.user_id);
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: row.id,
      event: 'updated',
      newValues: { action: 'released_no_shows', signup_ids: absent },
    });
    await fillPlaces(change);
    return absent.length;
  });
}
