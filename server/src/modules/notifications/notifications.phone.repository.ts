/** Phone verification: the codes sent (their keyed hashes), and the profile's verified flag. */
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PhoneVerificationsTable } from './notifications.table';

/** The user's phone and whether it is verified (null without a profile); the user must exist. */
export async function findUserPhone(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.phone', 'profiles.phone_verified'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** When each code sent to this number since `since` was made, oldest first. */
export async function listRecentCodes(db: Db, phone: string, since: string) {
  return db
    .selectFrom('phone_verifications')
    .select(['created_at'])
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
}

/** Marks the user's codes not yet used as used (a new code replaces them). */
export async function consumeOpenCodes(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('phone_verifications')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Writes a code sent. */
export async function insertPhoneCode(db: Db, values: Omit<PhoneVerificationsTable, 'id'>): Promise<void> {
  await db.insertInto('phone_verifications').values(values).execute();
}

/** The user's latest code not yet used, if any. */
export async function findLatestOpenCode(db: Db, userId: number) {
  return db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Changes these columns of a code (its tries, when it was used). */
export async function updatePhoneCode(
  db: Db,
  id: number,
  values: Updateable<PhoneVerificationsTable>,
): Promise<void> {
  await db.updateTable('phone_verifications').set(values).where('id', '=', id).execute();
}

/** Sets the user's profile's phone as verified; answers how many profiles changed (0: none yet). */
export async function markProfilePhoneVerified(db: Db, userId: number, now: string): Promise<number> {
  const updated = await db
    .updateTable('profiles')
    .set({ phone_verified: true, updated_at: now })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Writes the user's profile, with the phone verified (for a user who had none). */
export async function insertVerifiedProfile(db: Db, userId: number, now: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, phone_verified: true, updated_at: now } as never)
    .execute();
}
