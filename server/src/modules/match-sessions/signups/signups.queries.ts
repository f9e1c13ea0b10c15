/**
 * Reading sign-ups: a night's list for its organiser, and "My club nights" for a player (the
 * nights they are in or waiting for, and the upcoming nights open to them).
 */
import {
  type ClubNight,
  canCancelAlone,
  type FeeMethod,
  type FeeStatus,
  type MatchSessionStatus,
  type MatchSessionType,
  type MyClubNights,
  type PaymentCurrency,
  type SessionVisibility,
  type Signup,
  type SignupList,
  type SignupSource,
  type SignupStatus,
} from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../../db/dialect';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { toRating } from '../match-sessions.mapper';
import { findCourtNames, listSessionRows, listUpcomingOpenNights } from '../match-sessions.plan.repository';
import { findClubNames, findSessionRow, type SessionRow } from '../match-sessions.repository';
import {
  countSignupsOf,
  listClubsOf,
  listMySignups,
  listSignupRows,
  type SignupListRow,
  type SignupRow,
} from './signups.repository';

const STATUS_ORDER: Record<string, number> = { confirmed: 0, waitlisted: 1, cancelled: 2 };

function toSignup(row: SignupListRow): Signup {
  return {
    id: row.id,
    session_id: row.session_id,
    player: { id: row.user_id, name: row.player_name, username: row.player_username },
    status: row.status as SignupStatus,
    waitlist_position: row.waitlist_position,
    source: row.source as SignupSource,
    signed_up_at: toIso(row.signed_up_at),
    promoted_at: toIsoOrNull(row.promoted_at),
    cancelled_at: toIsoOrNull(row.cancelled_at),
    checked_in_at: toIsoOrNull(row.checked_in_at),
    checked_in_by:
      row.checked_in_by !== null && row.checker_name
        ? { id: row.checked_in_by, name: row.checker_name }
        : null,
    no_show: toBool(row.no_show),
    fee: feeOf(row),
  };
}

function feeOf(
  row: Pick<SignupListRow, 'fee_status' | 'fee_method' | 'fee_note' | 'fee_paid_at'> & {
    fee_marked_by: number | null;
    marker_name?: string | null;
  },
): Signup['fee'] {
  return {
    status: row.fee_status as FeeStatus,
    method: row.fee_method as FeeMethod | null,
    note: row.fee_note,
    marked_by:
      row.fee_marked_by !== null && row.marker_name ? { id: row.fee_marked_by, name: row.marker_name } : null,
    paid_at: toIsoOrNull(row.fee_paid_at),
  };
}

/** The places in sign-up order (who got one from the line keeps their sign-up time), the line, the cancelled. */
export async function loadSignupList(db: Db, sessionId: number): Promise<SignupList> {
  const session = await findSessionRow(db, sessionId);
  if (!session) throw notFound();
  const rows = await listSignupRows(db, sessionId);
  const signups = rows
    .map(toSignup)
    .sort(
      (a, b) =>
        (STATUS_ORDER[a.status] ?? 3) - (STATUS_ORDER[b.status] ?? 3) ||
        (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0),
    );
  const confirmed = signups.filter((signup) => signup.status === 'confirmed');
  return {
    signups,
    confirmed: confirmed.length,
    waitlisted: signups.filter((signup) => signup.status === 'waitlisted').length,
    cap: session.player_cap,
    paid: confirmed.filter((signup) => signup.fee.status === 'paid').length,
    checked_in: confirmed.filter((signup) => signup.checked_in_at !== null).length,
  };
}

export const getSignupList = (ctx: ServiceContext, sessionId: number) => loadSignupList(ctx.db, sessionId);

/** Nights as a player sees them, with their counts and the player's own sign-up. */
async function toClubNights(
  db: Db,
  rows: readonly SessionRow[],
  mine: ReadonlyMap<number, SignupRow>,
): Promise<ClubNight[]> {
  const ids = rows.map((row) => row.id);
  const [counts, clubs, courts] = await Promise.all([
    countSignupsOf(db, ids),
    findClubNames(db, [...new Set(rows.flatMap((row) => (row.club_id === null ? [] : [row.club_id])))]),
    findCourtNames(
      db,
      rows.flatMap((row) => (row.venue_court_id === null ? [] : [row.venue_court_id])),
    ),
  ]);
  const count = (id: number, status: string) =>
    Number(counts.find((row) => row.session_id === id && row.status === status)?.count ?? 0);
  const now = Date.now();
  return rows.map((row) => {
    const signup = mine.get(row.id);
    const club = clubs.find((candidate) => candidate.id === row.club_id);
    const court = courts.find((candidate) => candidate.id === row.venue_court_id);
    return {
      id: row.id,
      name: row.name,
      status: row.status as MatchSessionStatus,
      match_type: row.match_type as MatchSessionType,
      club: club ? { id: club.id, name: club.name } : null,
      date: row.date,
      start_time: row.start_time,
      end_time: row.end_time,
      starts_at: toIso(row.starts_at),
      ends_at: toIso(row.ends_at),
      venue_court: court ? { id: court.id, name: court.name } : null,
      venue: row.venue,
      player_cap: row.player_cap,
      rating_min: toRating(row.rating_min),
      rating_max: toRating(row.rating_max),
      fee: row.fee === null ? null : Number(row.fee),
      currency: row.currency as PaymentCurrency,
      visibility: row.visibility as SessionVisibility,
      confirmed: count(row.id, 'confirmed'),
      waitlisted: count(row.id, 'waitlisted'),
      can_cancel: canCancelAlone(now, toIso(row.starts_at), row.cancel_cutoff_minutes),
      mine: signup
        ? {
            id: signup.id,
            status: signup.status as SignupStatus,
            waitlist_position: signup.waitlist_position,
            fee: feeOf(signup),
          }
        : null,
    };
  });
}

/** One night as the signed-in player sees it. */
export async function loadClubNight(ctx: ServiceContext, sessionId: number): Promise<ClubNight> {
  const actor = requireActor(ctx);
  const row = await findSessionRow(ctx.db, sessionId);
  if (!row) throw notFound();
  const signups = await listMySignups(ctx.db, actor.id);
  const [night] = await toClubNights(
    ctx.db,
    [row],
    new Map(signups.map((signup) => [signup.session_id, signup])),
  );
  return night as ClubNight;
}

/** GET /me/club-nights: my nights (soonest first), and the upcoming nights I could join. */
export async function listMyClubNights(ctx: ServiceContext): Promise<MyClubNights> {
  const actor = requireActor(ctx);
  const signups = await listMySignups(ctx.db, actor.id);
  const mine = new Map(signups.map((signup) => [signup.session_id, signup]));
  const clubs = await listClubsOf(ctx.db, actor.id);
  const nowIsoText = new Date().toISOString();
  const [own, openRows] = await Promise.all([
    listSessionRows(ctx.db, [...mine.keys()]),
    listUpcomingOpenNights(ctx.db, nowIsoText, clubs),
  ]);
  const open = openRows.filter((row) => !mine.has(row.id));
  return {
    mine: await toClubNights(ctx.db, own, mine),
    open: await toClubNights(ctx.db, open, mine),
  };
}
