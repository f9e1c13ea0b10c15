/** The people a meeting names: checked before they are invited, found for the invitation picker. */
import { foldForSearch } from '@pickleball/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';

/** Which of these users exist and are active (rows of `id`). */
export async function findActiveUserIds(db: Db, ids: readonly number[]) {
  return db.selectFrom('users').select('id').where('id', 'in', ids).where('is_active', '=', true).execute();
}

/** These users' languages (rows of id and locale). */
export async function listUserLocales(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Active people by name, username, e-mail or phone (diacritics ignored; all when no search), at most 20. */
export async function searchMeetingCandidates(db: Db, search: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('is_active', '=', true)
    .$if(search.length > 0, (qb) =>
      qb.where(containsText(sql.ref('users.search_text'), foldForSearch(search))),
    )
    .orderBy('sort_name')
    .limit(20)
    .execute();
}
