/**
 * The queries of a session as an event (issue 31): its venue and organiser checked, sessions by
 * day and the nights open to a player, a draft's schedule replaced, and who comes and goes.
 */
import type { Db } from '../../db/database';
import { SESSION_COLUMNS, type SessionRow } from './match-sessions.repository';

/** These sessions, soonest first (none asked, none read). */
export function listSessionRows(db: Db, ids: readonly number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_sessions')
    .select(SESSION_COLUMNS)
    .where('match_sessions.id', 'in', [...new Set(ids)])
    .orderBy('match_sessions.starts_at')
    .orderBy('match_sessions.id')
    .execute();
}

/** Nights not over yet that anyone with the link, or a member of one of these clubs, may join. */
export function listUpcomingOpenNights(
  db: Db,
  now: string,
  clubIds: readonly number[],
): Promise<SessionRow[]> {
  return db
    .selectFrom('match_sessions')
    .select(SESSION_COLUMNS)
    .where('match_sessions.ends_at', '>', now)
    .where('match_sessions.status', 'in', ['draft', 'active'])
    .where((eb) =>
      eb.or([
        eb('match_sessions.visibility', '=', 'link'),
        ...(clubIds.length > 0
          ? [
              eb.and([
                eb('match_sessions.visibility', '=', 'members'),
                eb('match_sessions.club_id', 'in', clubIds),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('match_sessions.starts_at')
    .orderBy('match_sessions.id')
    .limit(50)
    .execute();
}

/** The sessions whose day falls in the range (inclusive), earliest first. */
export function listSessionsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('match_sessions')
    .select(SESSION_COLUMNS)
    .where('match_sessions.date', '>=', from)
    .where('match_sessions.date', '<=', to)
    .orderBy('match_sessions.starts_at')
    .orderBy('match_sessions.id')
    .limit(1_000)
    .execute();
}

/** The id and name of each of these courts (the sessions' venues; none asked, none read). */
export async function findCourtNames(db: Db, courtIds: readonly number[]) {
  if (courtIds.length === 0) return [];
  return db
    .selectFrom('courts')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(courtIds)])
    .execute();
}

/**
 * Who comes and goes from round `fromRound` on: a leaver before anything was played is no longer
 * in the night; otherwise they were there up to the round before. An arrival joins at the end of
 * the order (or comes back on their own row).
 */
export async function setPlayerPresence(
  db: Db,
  sessionId: number,
  change: { arrive: readonly number[]; leave: readonly number[]; fromRound: number },
): Promise<void> {
  const players = db.updateTable('match_session_players').where('session_id', '=', sessionId);
  if (change.leave.length > 0) {
    if (change.fromRound === 1)
      await db
        .deleteFrom('match_session_players')
        .where('session_id', '=', sessionId)
        .where('user_id', 'in', [...change.leave])
        .execute();
    else
      await players
        .set({ left_after_round: change.fromRound - 1 })
        .where('user_id', 'in', [...change.leave])
        .execute();
  }
  if (change.arrive.length === 0) return;
  const rows = await db
    .selectFrom('match_session_players')
    .select(['user_id', 'position'])
    .where('session_id', '=', sessionId)
    .execute();
  const back = new Set(rows.map((row) => row.user_id));
  let position = Math.max(0, ...rows.map((row) => row.position));
  for (const userId of change.arrive) {
    if (back.has(userId))
      await players
        .set({ arrived_round: change.fromRound, left_after_round: null })
        .where('user_id', '=', userId)
        .execute();
    else {
      position += 1;
      await db
        .insertInto('match_session_players')
        .values({
          session_id: sessionId,
          user_id: userId,
          position,
          arrived_round: change.fromRound,
          left_after_round: null,
        })
        .execute();
    }
  }
}

/** Removes a draft session's schedule: its games, then its players. */
export async function deleteSessionSchedule(db: Db, id: number): Promise<void> {
  await db.deleteFrom('match_session_games').where('session_id', '=', id).execute();
  await db.deleteFrom('match_session_players').where('session_id', '=', id).execute();
}

/** Whether a registered court has this id. */
export async function courtExists(db: Db, courtId: number): Promise<boolean> {
  return !!(await db.selectFrom('courts').select('id').where('id', '=', courtId).executeTakeFirst());
}

/** Whether an active user has this id (an organiser must be one). */
export async function activeUserExists(db: Db, userId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst());
}
