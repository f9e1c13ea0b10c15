import { foldForSearch, type RoleListQuery } from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';

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

const usersCount = sql<number>`(select count(*) from user_roles where user_roles.role_id = roles.id)`;

function selectRoles(db: Db) {
  return db
    .selectFrom('roles')
    .select([
      'roles.id',
      'roles.name',
      'roles.display_name',
      'roles.description',
      'roles.is_system',
      'roles.created_at',
      'roles.updated_at',
    ])
    .select(usersCount.as('users_count'));
}

export async function findRoleById(db: Db, id: number): Promise<RoleRow | undefined> {
  return selectRoles(db).where('roles.id', '=', id).executeTakeFirst();
}

export async function findRoleByName(db: Db, name: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
}

export async function findRolesByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
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

/** One page of roles and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listRolePage(
  db: Db,
  query: RoleListQuery,
  start: PageStart,
): Promise<WithCursorValue<RoleRow>[]> {
  const key: SortKey = {
    column: query.sort.field === 'users_count' ? usersCount : `roles.${query.sort.field}`,
    id: 'roles.id',
    direction: query.sort.direction,
  };
  const rows = filteredRoles(db, query)
    .select([
      'roles.id',
      'roles.name',
      'roles.display_name',
      'roles.description',
      'roles.is_system',
      'roles.created_at',
      'roles.updated_at',
    ])
    .select(usersCount.as('users_count'));
  return keysetPage(rows, key, start).execute();
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
