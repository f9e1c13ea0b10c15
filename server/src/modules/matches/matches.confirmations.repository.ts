/**
 * The players' confirmations of a submitted result (match_confirmations): asked of each player,
 * answered once, counted for the workflow, and what a player still has to confirm.
 */
import type { Db } from '../../db/database';
import type { ConfirmationRow } from './matches.repository';

export async function listConfirmationsOfMatches(
  db: Db,
  matchIds: readonly number[],
): Promise<ConfirmationRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_confirmations')
    .innerJoin('users', 'users.id', 'match_confirmations.user_id')
    .selectAll('match_confirmations')
    .select(['users.name', 'users.username'])
    .where('match_confirmations.match_id', 'in', matchIds)
    .orderBy('match_confirmations.match_id')
    .execute();
}

export async function insertConfirmations(
  db: Db,
  matchId: number,
  userIds: readonly number[],
  requestedAt: string,
) {
  await db.deleteFrom('match_confirmations').where('match_id', '=', matchId).execute();
  if (userIds.length > 0)
    await db
      .insertInto('match_confirmations')
      .values(
        userIds.map((user_id) => ({
          match_id: matchId,
          user_id,
          status: 'pending',
          reason: null,
          requested_at: requestedAt,
          responded_at: null,
        })),
      )
      .execute();
}

/** Records a player's answer if theirs is in one of these statuses; returns whether it was. */
export async function answerConfirmation(
  db: Db,
  matchId: number,
  userId: number,
  answer: { status: 'confirmed' | 'disputed'; reason: string | null; responded_at: string },
  fromStatuses: readonly string[] = ['pending'],
): Promise<boolean> {
  const result = await db
    .updateTable('match_confirmations')
    .set(answer)
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .where('status', 'in', fromStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countConfirmations(db: Db, matchId: number) {
  const rows = await db
    .selectFrom('match_confirmations')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('match_id', '=', matchId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count('pending'), confirmed: count('confirmed'), disputed: count('disputed') };
}

/** Matches in which this user still has to confirm the result. */
export async function listMatchIdsAwaitingConfirmation(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('match_confirmations')
    .innerJoin('matches', 'matches.id', 'match_confirmations.match_id')
    .select('matches.id')
    .where('match_confirmations.user_id', '=', userId)
    .where('match_confirmations.status', '=', 'pending')
    .where('matches.status', '=', 'submitted')
    .orderBy('matches.played_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => row.id);
}
