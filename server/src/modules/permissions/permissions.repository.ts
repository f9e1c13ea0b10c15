import {
  foldForSearch,
  type PermissionInput,
  type PermissionListQuery,
  SUPER_ADMIN_ROLE,
} from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import type { PermissionsTable } from './permissions.table';

/**
 * Held by a role other than super_admin, which holds every permission by definition: only other
 * roles make a permission "assigned" (and keep it from being deleted).
 */
const assignedToRoles = sql<boolean>`exists (select 1 from role_permissions rp join roles r on r.id = rp.role_id where rp.permission_id = permissions.id and r.name <> ${SUPER_ADMIN_ROLE})`;

export type PermissionRow = Omit<PermissionsTable, 'id'> & { id: number };

const COLUMNS = [
  'permissions.id',
  'permissions.name',
  'permissions.display_name',
  'permissions.description',
  'permissions.group',
  'permissions.is_system',
  'permissions.created_at',
  'permissions.updated_at',
] as const;

export async function findPermissionById(db: Db, id: number): Promise<PermissionRow | undefined> {
  return db.selectFrom('permissions').select(COLUMNS).where('permissions.id', '=', id).executeTakeFirst();
}

export async function findPermissionsByNames(
  db: Db,
  names: readonly string[],
): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', names).execute();
}

export async function isPermissionNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', name)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return Boolean(row);
}

export async function listAllPermissions(db: Db): Promise<PermissionRow[]> {
  return db
    .selectFrom('permissions')
    .select(COLUMNS)
    .orderBy('permissions.group')
    .orderBy('permissions.name')
    .execute();
}

function filteredPermissions(db: Db, query: PermissionListQuery) {
  let q = db.selectFrom('permissions');
  if (query.search) {
    const term = foldForSearch(query.search);
    q = q.where((eb) =>
      eb.or([
        containsText(sql`lower(permissions.name)`, term),
        containsText(sql`lower(permissions.display_name)`, term),
        containsText(sql`lower(permissions."group")`, term),
      ]),
    );
  }
  if (query.group) q = q.where('permissions.group', '=', query.group);
  if (query.role) {
    const role = query.role;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_permissions')
          .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
          .select('role_permissions.permission_id')
          .whereRef('role_permissions.permission_id', '=', 'permissions.id')
          .where('roles.name', '=', role),
      ),
    );
  }
  if (query.assigned) {
    q = q.where(query.assigned === 'true' ? assignedToRoles : sql<boolean>`not ${assignedToRoles}`);
  }
  return q;
}

export function countPermissions(db: Db, query: PermissionListQuery): Promise<Total> {
  return countRows(db, filteredPermissions(db, query));
}

/** One page of permissions and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listPermissionPage(
  db: Db,
  query: PermissionListQuery,
  start: PageStart,
): Promise<WithCursorValue<PermissionRow>[]> {
  const key: SortKey = {
    column: `permissions.${query.sort.field}`,
    id: 'permissions.id',
    direction: query.sort.direction,
  };
  return keysetPage(filteredPermissions(db, query).select(COLUMNS), key, start).execute();
}

/** permission id → the roles holding it, for several permissions in one query. */
export async function listRolesOfPermissions(db: Db, permissionIds: readonly number[]) {
  const byPermission = new Map<number, { id: number; name: string; display_name: string }[]>(
    permissionIds.map((id) => [id, []]),
  );
  if (permissionIds.length === 0) return byPermission;
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select(['role_permissions.permission_id', 'roles.id', 'roles.name', 'roles.display_name'])
    .where('role_permissions.permission_id', 'in', permissionIds)
    .orderBy('roles.name')
    .execute();
  for (const { permission_id, ...role } of rows) byPermission.get(permission_id)?.push(role);
  return byPermission;
}

export async function countRolesHoldingPermission(
  db: Db,
  permissionId: number,
  exceptRole: string,
): Promise<number> {
  const row = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('role_permissions.permission_id', '=', permissionId)
    .where('roles.name', '!=', exceptRole)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function getPermissionCounts(db: Db) {
  return db
    .selectFrom('permissions')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('permissions.group').distinct().as('groups'),
      eb.fn.countAll<number>().filterWhere(assignedToRoles).as('assigned'),
      eb.fn.countAll<number>().filterWhere('is_system', '=', true).as('system'),
    ])
    .executeTakeFirstOrThrow();
}

export async function listPermissionGroups(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('permissions').select('group').distinct().orderBy('group').execute();
  return rows.map((row) => row.group);
}

/** Inserts a permission (not a system one) and answers its id. */
export async function insertPermission(db: Db, input: PermissionInput, now: string): Promise<number> {
  const { id } = await db
    .insertInto('permissions')
    .values({ ...input, is_system: false, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Grants a permission to a role. */
export async function grantPermissionToRole(db: Db, roleId: number, permissionId: number): Promise<void> {
  await db.insertInto('role_permissions').values({ role_id: roleId, permission_id: permissionId }).execute();
}

/** Writes a permission's edited fields and its updated_at. */
export async function updatePermissionRow(
  db: Db,
  id: number,
  input: PermissionInput,
  now: string,
): Promise<void> {
  await db
    .updateTable('permissions')
    .set({ ...input, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a permission and its grants to roles. */
export async function deletePermissionRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('role_permissions').where('permission_id', '=', id).execute();
  await db.deleteFrom('permissions').where('id', '=', id).execute();
}
