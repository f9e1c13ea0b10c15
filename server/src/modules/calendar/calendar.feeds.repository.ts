/** Calendar feeds (each user's private iCalendar link) and the meetings an iCalendar file holds. */
import type { Db } from '../../db/database';
import type { CalendarFeedsTable } from './calendar.table';

/** The user's feed, if they made one. */
export async function findFeedOfUser(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes the user's feed, replacing the one they had (its token then stops working). */
export async function upsertFeed(
  db: Db,
  userId: number,
  values: Omit<CalendarFeedsTable, 'user_id'>,
): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Deletes the user's feed. */
export async function deleteFeedOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The user behind a feed token's hash (id, name, locale, whether active), if any. */
export async function findFeedReader(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.name', 'users.locale', 'users.is_active'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** These meetings' rows with their organiser's name, username and e-mail, by start. */
export async function listIcsMeetingRows(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('meetings')
    .leftJoin('users as organizers', 'organizers.id', 'meetings.organizer_id')
    .selectAll('meetings')
    .select([
      'organizers.name as organizer_name',
      'organizers.username as organizer_username',
      'organizers.email as organizer_email',
    ])
    .where('meetings.id', 'in', [...ids])
    .orderBy('meetings.start_at')
    .execute();
}
