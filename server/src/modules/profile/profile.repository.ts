/**
 * Profile storage: a user's profile row (with its avatar), the user's own columns a profile save
 * changes, their official rating as the profile shows it, and their DUPR connection.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../users/users.table';
import type { DuprConnectionsTable, ProfilesTable } from './profile.table';

/** The user's profile row with its avatar's file, or undefined before the first save. */
export function findProfileRow(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .leftJoin('files', 'files.id', 'profiles.avatar_file_id')
    .selectAll('profiles')
    .select([
      'files.uuid as avatar_uuid',
      'files.mime as avatar_mime',
      'files.width as avatar_width',
      'files.height as avatar_height',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}

/** The key of the user's profile row (`{ user_id }`), or undefined when there is none yet. */
export function findProfileKey(db: Db, userId: number) {
  return db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a user's profile row. */
export async function insertProfile(db: Db, values: Insertable<ProfilesTable>): Promise<void> {
  await db.insertInto('profiles').values(values).execute();
}

/** Changes columns of the user's profile row. */
export async function updateProfile(
  db: Db,
  userId: number,
  values: Updateable<ProfilesTable>,
): Promise<void> {
  await db.updateTable('profiles').set(values).where('user_id', '=', userId).execute();
}

/** Changes the user's own columns (name, contact, username, password hash). */
export async function updateUserColumns(
  db: Db,
  userId: number,
  values: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** The player's rank point as the profile shows it (their official rating), or undefined. */
export function findOfficialRating(db: Db, userId: number) {
  return db
    .selectFrom('rank_points')
    .select([
      'id',
      'type',
      'status',
      'single_rating',
      'double_rating',
      'single_matches',
      'double_matches',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's DUPR connection (tokens sealed), or undefined when not connected. */
export function findDuprConnection(db: Db, userId: number) {
  return db.selectFrom('dupr_connections').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a DUPR connection. */
export async function insertDuprConnection(db: Db, values: Insertable<DuprConnectionsTable>): Promise<void> {
  await db.insertInto('dupr_connections').values(values).execute();
}

/** Changes the user's DUPR connection (its ratings and last sync, or its access token). */
export async function updateDuprConnection(
  db: Db,
  userId: number,
  values: Updateable<DuprConnectionsTable>,
): Promise<void> {
  await db.updateTable('dupr_connections').set(values).where('user_id', '=', userId).execute();
}

/** Deletes the user's DUPR connection. */
export async function deleteDuprConnection(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('dupr_connections').where('user_id', '=', userId).execute();
}
