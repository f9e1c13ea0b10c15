import type { MatchSessionType } from '@pickleball/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { ratingColumn } from '../match-sessions.repository';
import type { MatchSessionSignupsTable } from '../match-sessions.table';

export type SignupRow = Selectable<MatchSessionSignupsTable>;
export type SignupValues = Insertable<MatchSessionSignupsTable>;

/** A night's sign-ups with each player's name: places in order, the line, then the cancelled. */
export function listSignupRows(db: Db, sessionId: number) {
  return db
    .selectFrom('match_session_signups')
    .innerJoin('users', 'users.id', 'match_session_signups.user_id')
    .leftJoin('users as marker', 'marker.id', 'match_session_signups.fee_marked_by')
    .leftJoin('users as checker', 'checker.id', 'match_session_signups.checked_in_by')
    .selectAll('match_session_signups')
    .select(['users.name as player_name', 'users.username as player_username', 'marker.name as marker_name'])
    .select('checker.name as checker_name')
    .where('match_session_signups.session_id', '=', sessionId)
    .orderBy('match_session_signups.signed_up_at')
    .orderBy('match_session_signups.id')
    .execute();
}
export type SignupListRow = Awaited<ReturnType<typeof listSignupRows>>[number];

export const findSignup = (db: Db, sessionId: number, signupId: number) =>
  db
    .selectFrom('match_session_signups')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('id', '=', signupId)
    .executeTakeFirst();

export const findSignupOf = (db: Db, sessionId: number, userId: number) =>
  db
    .selectFrom('match_session_signups')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function insertSignup(db: Db, values: SignupValues): Promise<number> {
  const { id } = await db
    .insertInto('match_session_signups')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSignup(db: Db, id: number, values: Partial<SignupValues>): Promise<void> {
  await db.updateTable('match_session_signups').set(values).where('id', '=', id).execute();
}

/** The same change to several sign-ups at once (none given, none written). */
export async function updateSignups(db: Db, ids: readonly number[], values: Partial<SignupValues>) {
  if (ids.length === 0) return;
  await db
    .updateTable('match_session_signups')
    .set(values)
    .where('id', 'in', [...ids])
    .execute();
}

/** How many hold a place, and how many wait in line. */
export async function countSignups(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('match_session_signups')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('session_id', '=', sessionId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { confirmed: count('confirmed'), waitlisted: count('waitlisted') };
}

/** Per session, its places taken and its line (none asked, none read). */
export async function countSignupsOf(db: Db, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('match_session_signups')
    .select((eb) => ['session_id', 'status', eb.fn.countAll<number>().as('count')])
    .where('session_id', 'in', sessionIds)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .groupBy(['session_id', 'status'])
    .execute();
}

/** The line, first first. */
export const listWaitlist = (db: Db, sessionId: number) =>
  db
    .selectFrom('match_session_signups')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'waitlisted')
    .orderBy('waitlist_position')
    .orderBy('id')
    .execute();

/** A user's rating for this kind of play, or null when they have none. */
export async function findRating(db: Db, userId: number, type: MatchSessionType): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select(`${ratingColumn(type)} as rating`)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.rating === null || row?.rating === undefined ? null : Number(row.rating);
}

export async function isClubMember(db: Db, clubId: number, userId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('club_members')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst());
}

/** The clubs a user belongs to. */
export async function listClubsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('club_members').select('club_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.club_id);
}

/** Active users among these ids, with the language they read. */
export function listPlayerLocales(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', [...new Set(userIds)])
    .where('is_active', '=', true)
    .execute();
}

/** A user's sign-ups that still count (a place or the line), newest night first. */
export const listMySignups = (db: Db, userId: number) =>
  db
    .selectFrom('match_session_signups')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .execute();

/** Those holding a place who have not been checked in. */
export const listConfirmedNotCheckedIn = (db: Db, sessionId: number) =>
  db
    .selectFrom('match_session_signups')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'confirmed')
    .where('checked_in_at', 'is', null)
    .orderBy('id')
    .execute();
