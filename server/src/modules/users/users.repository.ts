import {
  buildSearchText,
  foldForSearch,
  normalizePhone,
  type SortSpec,
  type UserFilters,
  vietnameseSortKey,
} from '@pickleball/domain';
import { type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue, walkKeyset } from '../../db/keyset';
import { countSearchOnly, type PageSearchPlan, pageSearchCondition, pageSearchPlan } from '../../db/search';
import type { UsersTable } from './users.table';

/** A user as services see it: never the password hash or the search column (lists stay lean). */
export type UserRow = Omit<
  UsersTable,
  'id' | 'password_hash' | 'search_text' | 'sort_name' | 'auth_version' | 'auth_changed_at'
> & { id: number; auth_version: number };
export type UserWithPasswordRow = UserRow & { password_hash: string | null };
export type UserRoleRow = { user_id: number; id: number; name: string; display_name: string };
export type UserSortField = 'id' | 'name' | 'username' | 'email' | 'created_at' | 'last_login_at';

export const USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.username',
  'users.phone',
  'users.is_active',
  'users.email_verified_at',
  'users.last_login_at',
  'users.auth_version',
  'users.created_at',
  'users.updated_at',
] as const;

export interface NewUser {
  name: string;
  email: string | null;
  username: string;
  phone: string | null;
  password_hash: string | null;
  is_active: boolean;
  email_verified_at: string | null;
  created_at?: string;
}

/** Inserts a user with its search text and timestamps; every way of creating a user goes through here. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const createdAt = user.created_at ?? nowIso();
  const { id } = await db
    .insertInto('users')
    .values({
      ...user,
      last_login_at: null,
      search_text: buildSearchText([user.name, user.email, user.username, user.phone]),
      sort_name: vietnameseSortKey(user.name),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserWithPasswordById(db: Db, id: number): Promise<UserWithPasswordRow | undefined> {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.password_hash'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** A login is a username, a phone number (in any written form) or an e-mail address. */
export async function findUserByLogin(db: Db, login: string): Promise<UserWithPasswordRow | undefined> {
  const lowered = login.trim().toLowerCase();
  const phone = normalizePhone(login.trim());
  return (
    db
      .selectFrom('users')
      .select([...USER_COLUMNS, 'users.password_hash'])
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, '=', lowered),
          eb('users.phone', '=', phone),
          eb('users.email', '=', lowered),
        ]),
      )
      // One account per name, whatever else matches: a phone number first, then a username, then
      // an e-mail (usernames cannot look like phone numbers any more, but older ones may).
      .orderBy((eb) =>
        eb
          .case()
          .when('users.phone', '=', phone)
          .then(0)
          .when(sql`lower(username)`, '=', lowered)
          .then(1)
          .else(2)
          .end(),
      )
      .orderBy('users.id')
      .executeTakeFirst()
  );
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Which of these unique values are already held by another user. */
export async function findTakenIdentifiers(
  db: Db,
  values: { username?: string | null; email?: string | null; phone?: string | null },
  exceptUserId?: number,
): Promise<{ username: boolean; email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email', 'phone'])
    .where((eb) => {
      const conditions = [];
      if (values.username) conditions.push(eb(sql`lower(username)`, '=', values.username.toLowerCase()));
      if (values.email) conditions.push(eb('email', '=', values.email));
      if (values.phone) conditions.push(eb('phone', '=', values.phone));
      return conditions.length > 0 ? eb.or(conditions) : eb.val(false);
    })
    .$if(exceptUserId !== undefined, (qb) => qb.where('id', '!=', exceptUserId as number))
    .execute();
  return {
    username:
      Boolean(values.username) &&
      rows.some((row) => row.username.toLowerCase() === values.username?.toLowerCase()),
    email: Boolean(values.email) && rows.some((row) => row.email === values.email),
    phone: Boolean(values.phone) && rows.some((row) => row.phone === values.phone),
  };
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

/** The roles of several users in one query (no N+1). */
export async function listRolesOfUsers(db: Db, userIds: readonly number[]): Promise<UserRoleRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name', 'roles.display_name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.name')
    .execute();
}

/** The deduplicated union of the permission names of a user's roles, sorted. */
export async function listPermissionsOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((row) => row.name);
}

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

/** `plan`: how a page searches (db/search.ts pageSearchPlan); a count uses the index. */
export function applyUserFilters(
  db: Db,
  query: UsersQuery,
  filters: UserFilters,
  plan: PageSearchPlan = 'index',
): UsersQuery {
  let q = query;
  if (filters.search) q = q.where(pageSearchCondition(db, 'users', foldForSearch(filters.search), plan));
  if (filters.is_active !== undefined) q = q.where('users.is_active', '=', filters.is_active);
  if (filters.email_verified !== undefined) {
    q = q.where('users.email_verified_at', filters.email_verified ? 'is not' : 'is', null);
  }
  if (filters.created_from)
    q = q.where('users.created_at', '>=', new Date(filters.created_from).toISOString());
  if (filters.created_to) q = q.where('users.created_at', '<=', endOfDay(filters.created_to));
  if (filters.role) {
    const role = filters.role;
    // The role's holders in user order, straight from user_roles (role_id, user_id): the role is
    // a scalar sub-select, so PostgreSQL knows it is one role and reads that index range in
    // order, instead of testing every user or every grant.
    q = q.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('user_roles')
        .select('user_roles.user_id')
        .where('user_roles.role_id', '=', (sub) =>
          sub.selectFrom('roles').select('roles.id').where('roles.name', '=', role),
        ),
    );
  }
  return q;
}

/** A bare date (2026-11-22) as an upper bound means the whole of that day. */
function endOfDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`).toISOString()
    : new Date(value).toISOString();
}

export async function countUsers(db: Db, filters: UserFilters): Promise<Total> {
  const { search, role, is_active, email_verified, created_from, created_to } = filters;
  const othersUnset = [role, is_active, email_verified, created_from, created_to].every(
    (value) => value === undefined,
  );
  if (search && othersUnset) {
    const total = await countSearchOnly(db, 'users', foldForSearch(search));
    if (total !== undefined) return { total, isEstimate: false };
  }
  return countRows(db, applyUserFilters(db, db.selectFrom('users'), filters));
}

/** The order of a sort field: a name by its Vietnamese sort key, then id, NULLs first going up. */
export function userSortKey(sort: SortSpec<UserSortField>, alias = 'users'): SortKey {
  const column = sort.field === 'name' ? 'sort_name' : sort.field;
  return {
    column: `${alias}.${column}`,
    id: `${alias}.id`,
    direction: sort.direction,
    nullable: column === 'email' || column === 'last_login_at',
  };
}

/** One page of users (one row more than asked: see db/keyset.ts), by offset or after a cursor. */
export async function listUserPage(
  db: Db,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  start: PageStart,
): Promise<WithCursorValue<UserRow>[]> {
  const plan = filters.search ? await pageSearchPlan(db, 'users', foldForSearch(filters.search)) : 'index';
  return keysetPage(selectFilteredUsers(db, filters, plan), userSortKey(sort), start).execute();
}

/** The users matching the filters with their columns, unordered: a builder that pages extend. */
export function selectFilteredUsers(db: Db, filters: UserFilters, plan: PageSearchPlan) {
  return applyUserFilters(db, db.selectFrom('users'), filters, plan).select(USER_COLUMNS);
}

/** Every user matching the filters, in batches walked by keyset, for downloads. */
export function iterateUsers(
  db: Db,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  batchSize = 1000,
  maxRows = Number.POSITIVE_INFINITY,
): AsyncGenerator<WithCursorValue<UserRow>[]> {
  return walkKeyset((start) => listUserPage(db, filters, sort, start), batchSize, maxRows);
}

export async function getUserCounts(db: Db, monthStart: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('is_active', '=', true).as('active'),
      eb.fn.countAll<number>().filterWhere('email_verified_at', 'is not', null).as('verified'),
      eb.fn.countAll<number>().filterWhere('created_at', '>=', monthStart).as('new_this_month'),
    ])
    .executeTakeFirstOrThrow();
}

export async function countUsersByRole(db: Db) {
  return db
    .selectFrom('roles')
    .leftJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select((eb) => [
      'roles.name',
      'roles.display_name',
      eb.fn.count<number>('user_roles.user_id').as('count'),
    ])
    .groupBy(['roles.id', 'roles.name', 'roles.display_name'])
    .orderBy('roles.name')
    .execute();
}

/** Writes these fields of a user (the caller computes their sort and search keys). */
export async function updateUserRow(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Marks a user's profile phone unverified (their number changed). */
export async function unverifyProfilePhone(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ phone_verified: false, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes a user's row. */
export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function setUserRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values([...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/** Users holding a role, other than one user (to keep at least one active super administrator). */
export async function countActiveHoldersOfRole(
  db: Db,
  roleName: string,
  exceptUserId: number,
): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('roles.name', '=', roleName)
    .where('users.is_active', '=', true)
    .where('users.id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
