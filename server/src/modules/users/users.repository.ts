import {
  buildSearchText,
  foldForSearch,
  normalizePhone,
  type SortSpec,
  type UserFilters,
  vietnameseSortKey,
} from '@pickleball/domain';
import { type CompiledQuery, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { containsText, type DialectName, nowIso } from '../../db/dialect';
import { type JsonDocument, jsonArray, jsonObject } from '../../db/json';
import type { UsersTable } from './users.table';

/** A user as services see it: never the password hash or the search column (lists stay lean). */
export type UserRow = Omit<
  UsersTable,
  'id' | 'password_hash' | 'search_text' | 'sort_name' | 'auth_version' | 'auth_changed_at'
> & { id: number; auth_version: number };
export type UserWithPasswordRow = UserRow & { password_hash: string | null };
export type UserRoleRow = { user_id: number; id: number; name: string; display_name: string };
export type UserSortField = 'id' | 'name' | 'username' | 'email' | 'created_at' | 'last_login_at';

const USER_COLUMNS = [
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

function applyUserFilters(query: UsersQuery, filters: UserFilters): UsersQuery {
  let q = query;
  if (filters.search) q = q.where(containsText(sql.ref('users.search_text'), foldForSearch(filters.search)));
  if (filters.is_active !== undefined) q = q.where('users.is_active', '=', filters.is_active);
  if (filters.email_verified !== undefined) {
    q = q.where('users.email_verified_at', filters.email_verified ? 'is not' : 'is', null);
  }
  if (filters.created_from)
    q = q.where('users.created_at', '>=', new Date(filters.created_from).toISOString());
  if (filters.created_to) q = q.where('users.created_at', '<=', endOfDay(filters.created_to));
  if (filters.role) {
    const role = filters.role;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('roles.name', '=', role),
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

export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const row = await applyUserFilters(db.selectFrom('users'), filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of users. Offset paging; the ordering always ends on id so pages are stable. */
export async function listUserPage(
  db: Db,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  limit: number,
  offset: number,
): Promise<UserRow[]> {
  let query = applyUserFilters(db.selectFrom('users'), filters)
    .select(USER_COLUMNS)
    .orderBy(`users.${sortColumn(sort.field)}`, sort.direction);
  if (sort.field !== 'id') query = query.orderBy('users.id', sort.direction);
  return query.limit(limit).offset(offset).execute();
}

/** A name sorts by its Vietnamese sort key; every other field by itself. */
function sortColumn(field: UserSortField): Exclude<UserSortField, 'name'> | 'sort_name' {
  return field === 'name' ? 'sort_name' : field;
}

function safeInteger(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return value;
}

/** The JSON aggregate of a page, built once per engine and order (building it costs more than running it). */
const pageJsonCache = new Map<string, RawBuilder<JsonDocument>>();

function userJson(dialect: DialectName, sort: SortSpec<UserSortField>): RawBuilder<JsonDocument> {
  const key = `${dialect}|${sort.field}|${sort.direction}`;
  const cached = pageJsonCache.get(key);
  if (cached) return cached;
  const direction = sql.raw(sort.direction);
  const order =
    sort.field === 'id'
      ? sql`u.id ${direction}`
      : sql`${sql.ref(`u.${sortColumn(sort.field)}`)} ${direction}, u.id ${direction}`;
  const value = (expr: string) => ({ kind: 'value' as const, expr: sql.ref(expr) });
  const timestamp = (expr: string) => ({ kind: 'timestamp' as const, expr: sql.ref(expr) });
  const role = jsonObject(dialect, {
    id: value('r.id'),
    name: value('r.name'),
    display_name: value('r.display_name'),
  });
  const roles = sql`(select ${jsonArray(dialect, role, sql`r.name, r.id`, 'nested')} from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id)`;
  const user = jsonObject(dialect, {
    id: value('u.id'),
    name: value('u.name'),
    email: value('u.email'),
    username: value('u.username'),
    phone: value('u.phone'),
    is_active: { kind: 'boolean', expr: sql.ref('u.is_active') },
    email_verified: { kind: 'boolean', expr: sql`u.email_verified_at is not null` },
    email_verified_at: timestamp('u.email_verified_at'),
    last_login_at: timestamp('u.last_login_at'),
    roles: { kind: 'json', expr: roles },
    created_at: timestamp('u.created_at'),
    updated_at: timestamp('u.updated_at'),
  });
  const built = jsonArray(dialect, user, order);
  pageJsonCache.set(key, built);
  return built;
}

/**
 * One page of users, roles included, as the JSON text of the API's User array: built by the
 * database in one query (see db/json.ts). Same filters, order and fields as listUserPage + toUsers.
 */
export async function listUserPageJson(
  db: Db,
  dialect: DialectName,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  limit: number,
  offset: number,
): Promise<JsonDocument> {
  // The same page asked again (the first page, opened by every member of staff) reuses its
  // compiled SQL: building and compiling the query is a tenth of the request's CPU.
  const key = JSON.stringify([
    dialect,
    filters.search,
    filters.role,
    filters.is_active,
    filters.email_verified,
    filters.created_from,
    filters.created_to,
    sort.field,
    sort.direction,
    limit,
    offset,
  ]);
  let compiled = compiledPages.get(key);
  if (!compiled) {
    const page = applyUserFilters(db.selectFrom('users'), filters)
      .select(USER_COLUMNS)
      .$if(sort.field === 'name', (qb) => qb.select('users.sort_name'))
      .orderBy(`users.${sortColumn(sort.field)}`, sort.direction)
      .$if(sort.field !== 'id', (qb) => qb.orderBy('users.id', sort.direction))
      // Inlined: SQLite plans a bound LIMIT of a sub-select far worse (measured: +300 µs a page).
      .limit(sql.lit(safeInteger(limit)))
      .offset(sql.lit(safeInteger(offset)));
    compiled = db.selectFrom(page.as('u')).select(userJson(dialect, sort).as('page')).compile();
    if (compiledPages.size >= 500) compiledPages.delete(compiledPages.keys().next().value as string);
  } else compiledPages.delete(key);
  compiledPages.set(key, compiled);
  const { rows } = await db.executeQuery(compiled);
  const [row] = rows;
  if (!row) throw new Error('the page query returned no row');
  return row.page;
}

/** Compiled page queries by their parameters, least recently used first out. */
const compiledPages = new Map<string, CompiledQuery<{ page: JsonDocument }>>();

/** Every user matching the filters, in batches, for downloads. */
export async function* iterateUsers(
  db: Db,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  batchSize = 1000,
  maxRows = Number.POSITIVE_INFINITY,
): AsyncGenerator<UserRow[]> {
  for (let offset = 0; offset < maxRows; offset += batchSize) {
    const rows = await listUserPage(db, filters, sort, Math.min(batchSize, maxRows - offset), offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
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
