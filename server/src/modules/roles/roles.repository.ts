import { foldForSearch, type RoleListQuery } from '@pickleball/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows, EXACT_COUNT_LIMIT, roundEstimate, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { containsText, dialectOf, toInt } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import type { RolesTable } from './roles.table';

export type RoleValues = Omit<RolesTable, 'id'>;

export interface RoleRow {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  is_system: boolean;
  created_at: string;
  updated_at: string;
  users_count: number;
}

/** A role with its holders counted, or estimated past EXACT_COUNT_LIMIT on PostgreSQL. */
export type CountedRoleRow = RoleRow & { users_count_is_estimate: boolean };

/**
 * A role's holders as the list reads them: exactly on SQLite (counted in the process over the
 * (role, user) index, as db/count.ts counts); on PostgreSQL at most EXACT_COUNT_LIMIT + 1 of
 * them, the player role's 80,000 grants being 13 ms of counting for a number shown as "about
 * 80,000" (see settleHolderCounts).
 */
function usersCount(db: Db) {
  if (dialectOf(db) === 'sqlite')
    return sql<number>`(select count(*) from user_roles where user_roles.role_id = roles.id)`;
  // In the index's order, so the planner reads the role's entries of (role_id, user_id) and stops,
  // instead of scanning the grants until it has seen enough of a role it guesses is common.
  return sql<number>`(select count(*) from (
    select 1 from user_roles where user_roles.role_id = roles.id
    order by user_roles.user_id limit ${sql.lit(EXACT_COUNT_LIMIT + 1)}
  ) as held)`;
}

const ROLE_COLUMNS = [
  'roles.id',
  'roles.name',
  'roles.display_name',
  'roles.description',
  'roles.is_system',
  'roles.created_at',
  'roles.updated_at',
] as const;

/** The roles of a query with their columns and holders. */
function withHolders(db: Db, roles: SelectQueryBuilder<Database, 'roles', object>) {
  return roles.select(ROLE_COLUMNS).select(usersCount(db).as('users_count'));
}

function selectRoles(db: Db) {
  return withHolders(db, db.selectFrom('roles'));
}

/**
 * Counts past the bound replaced by an estimate (PostgreSQL): the role's share of the grants in
 * the table's statistics (what the planner would estimate, read for every role at once), or an
 * exact count for a role the statistics do not list yet.
 */
export async function settleHolderCounts(db: Db, rows: readonly RoleRow[]): Promise<CountedRoleRow[]> {
  const counted = rows.map((row) => ({
    ...row,
    users_count: toInt(row.users_count),
    users_count_is_estimate: false,
  }));
  if (dialectOf(db) === 'sqlite' || counted.every((row) => row.users_count <= EXACT_COUNT_LIMIT))
    return counted;
  const shares = await grantShares(db);
  return Promise.all(
    counted.map(async (row) => {
      if (row.users_count <= EXACT_COUNT_LIMIT) return row;
      const estimate = shares.get(row.id);
      if (estimate === undefined) {
        const exact = await db
          .selectFrom('user_roles')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('role_id', '=', row.id)
          .executeTakeFirstOrThrow();
        return { ...row, users_count: toInt(exact.total) };
      }
      return { ...row, users_count: Math.max(row.users_count, estimate), users_count_is_estimate: true };
    }),
  );
}

/** role id → its estimated grants, from pg_stats' most common values of user_roles.role_id. */
async function grantShares(db: Db): Promise<Map<number, number>> {
  const { rows } = await sql<{ roles: string | null; shares: number[] | null; grants: number }>`
    select stats.most_common_vals::text as roles, stats.most_common_freqs as shares, tables.reltuples as grants
    from pg_stats as stats
    join pg_class as tables on tables.relname = stats.tablename
    join pg_namespace as spaces on spaces.oid = tables.relnamespace and spaces.nspname = stats.schemaname
    where stats.schemaname = current_schema() and stats.tablename = 'user_roles' and stats.attname = 'role_id'`.execute(
    db,
  );
  const stats = rows[0];
  const ids = stats?.roles ? stats.roles.replace(/[{}]/g, '').split(',').map(Number) : [];
  return new Map(
    ids.map((id, index) => [
      id,
      roundEstimate(Number(stats?.shares?.[index] ?? 0) * Number(stats?.grants ?? 0)),
    ]),
  );
}

export async function findRoleById(db: Db, id: number): Promise<RoleRow | undefined> {
  return selectRoles(db).where('roles.id', '=', id).executeTakeFirst();
}

export async function findRoleByName(db: Db, name: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
}

/** Inserts a role and returns its id. */
export async function insertRole(db: Db, values: RoleValues): Promise<number> {
  const { id } = await db.insertInto('roles').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a role's own columns. */
export async function updateRoleRow(db: Db, id: number, values: Partial<RoleValues>): Promise<void> {
  await db.updateTable('roles').set(values).where('id', '=', id).execute();
}

/** Deletes a role. */
export async function deleteRoleRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function listAllRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'name', 'display_name']).orderBy('name').execute();
}

function filteredRoles(db: Db, query: RoleListQuery) {
  let q = db.selectFrom('roles');
  if (query.search) {
    const term = foldForSearch(query.search);
    // Role names and labels are short; folding them in SQL would differ by engine, so compare lower-case.
    q = q.where((eb) =>
      eb.or([containsText(sql`lower(roles.name)`, term), containsText(sql`lower(roles.display_name)`, term)]),
    );
  }
  if (query.permission) {
    const permission = query.permission;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_permissions')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('role_permissions.role_id')
          .whereRef('role_permissions.role_id', '=', 'roles.id')
          .where('permissions.name', '=', permission),
      ),
    );
  }
  if (query.has_users) {
    const exists = sql<boolean>`exists (select 1 from user_roles where user_roles.role_id = roles.id)`;
    q = q.where(query.has_users === 'true' ? exists : sql<boolean>`not ${exists}`);
  }
  return q;
}

export function countRoles(db: Db, query: RoleListQuery): Promise<Total> {
  return countRows(db, filteredRoles(db, query));
}

/**
 * One page of roles and one row more (see db/keyset.ts), by offset or after a cursor, in an
 * order of the roles' own columns.
 */
export function listRolePage(
  db: Db,
  query: RoleListQuery,
  start: PageStart,
): Promise<WithCursorValue<RoleRow>[]> {
  const key: SortKey = {
    column: `roles.${query.sort.field}`,
    id: 'roles.id',
    direction: query.sort.direction,
  };
  const rows = withHolders(db, filteredRoles(db, query));
  return keysetPage(rows, key, start).execute();
}

/**
 * Every role the filters keep, for the order by holders: a role's count past the bound is an
 * estimate, which SQL cannot order by, so the roles (a catalogue of tens) are ordered in memory.
 */
export function listFilteredRoles(db: Db, query: RoleListQuery): Promise<RoleRow[]> {
  return withHolders(db, filteredRoles(db, query)).execute();
}

/** role id → permission names, for several roles in one query. */
export async function listPermissionNamesOfRoles(
  db: Db,
  roleIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.name'])
    .where('role_permissions.role_id', 'in', roleIds)
    .orderBy('permissions.name')
    .execute();
  for (const row of rows) byRole.get(row.role_id)?.push(row.name);
  return byRole;
}

export async function replaceRolePermissions(
  db: Db,
  roleId: number,
  permissionIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length > 0) {
    await db
      .insertInto('role_permissions')
      .values([...new Set(permissionIds)].map((permission_id) => ({ role_id: roleId, permission_id })))
      .execute();
  }
}

export async function getRoleCounts(db: Db) {
  const withUsers = sql<boolean>`exists (select 1 from user_roles where user_roles.role_id = roles.id)`;
  return db
    .selectFrom('roles')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere(withUsers).as('with_users'),
      eb.fn.countAll<number>().filterWhere('is_system', '=', true).as('system'),
    ])
    .executeTakeFirstOrThrow();
}
