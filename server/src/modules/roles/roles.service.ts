/**
 * Roles: named sets of permissions. Rules owned here:
 * - a role's name is unique; seeded default roles keep their name and cannot be deleted, and
 *   super_admin always holds every permission;
 * - nobody puts into a role a permission they do not hold themselves;
 * - a role held by users cannot be deleted (SPEC §6, message in SPEC §8);
 * - every change reaches staff watching the roles live (`role.updated` / `role.deleted` on
 *   resource:roles) once it committed; users.service.ts announces a role whose holders changed.
 */
import {
  hasAllPermissions,
  type Role,
  type RoleInput,
  type RoleListQuery,
  resourceRoom,
  SUPER_ADMIN_ROLE,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toInt } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { type ListWindow, listWindow, pageOf, pageOfArray, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { toPermissionGroups } from '../permissions/permissions.mapper';
import {
  findPermissionsByNames,
  listAllPermissions,
  listPermissionGroups,
} from '../permissions/permissions.repository';
import { currentGrants } from '../users/users.service';
import { toRole } from './roles.mapper';
import {
  type CountedRoleRow,
  countRoles,
  deleteRoleRow,
  findRoleById,
  findRoleByName,
  getRoleCounts,
  insertRole,
  listFilteredRoles,
  listPermissionNamesOfRoles,
  listRolePage,
  replaceRolePermissions,
  settleHolderCounts,
  updateRoleRow,
} from './roles.repository';

/** Tells staff watching the roles (published after the commit). */
function announceRole(pending: PendingEvents, id: number, deleted = false): void {
  pending.add(
    resourceRoom('roles'),
    deleted ? { type: 'role.deleted', id, data: { id } } : { type: 'role.updated', id, data: { id } },
  );
}

async function loadRole(db: Db, id: number): Promise<Role> {
  const row = await findRoleById(db, id);
  if (!row) throw notFound();
  const [counted] = await settleHolderCounts(db, [row]);
  return toRole(counted as CountedRoleRow, (await listPermissionNamesOfRoles(db, [id])).get(id) ?? []);
}

export async function listRoles(ctx: ServiceContext, query: RoleListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const { rows, meta } =
    query.sort.field === 'users_count'
      ? await byHolders(ctx.db, query, window)
      : await byColumn(ctx.db, query, window);
  const permissions = await listPermissionNamesOfRoles(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toRole(row, permissions.get(row.id) ?? [])),
    meta,
  };
}

async function byColumn(db: Db, query: RoleListQuery, window: ListWindow) {
  const [total, found] = await Promise.all([countRoles(db, query), listRolePage(db, query, window)]);
  const page = pageOf(window, total, found);
  return { rows: await settleHolderCounts(db, page.rows), meta: page.meta };
}

/** Ordered by holders, counted or estimated (see listFilteredRoles). */
async function byHolders(db: Db, query: RoleListQuery, window: ListWindow) {
  const roles = await settleHolderCounts(db, await listFilteredRoles(db, query));
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  roles.sort((a, b) => sign * (a.users_count - b.users_count || a.id - b.id));
  return pageOfArray(window, roles, (role) => [role.users_count, role.id], query.sort.direction);
}

export const getRole = (ctx: ServiceContext, id: number) => loadRole(ctx.db, id);

export async function getRoleStats(ctx: ServiceContext) {
  const counts = await getRoleCounts(ctx.db);
  const permissions = await listAllPermissions(ctx.db);
  const total = toInt(counts.total);
  return {
    total,
    with_users: toInt(counts.with_users),
    without_users: total - toInt(counts.with_users),
    system: toInt(counts.system),
    custom: total - toInt(counts.system),
    permissions_total: permissions.length,
  };
}

export async function getRoleFilters(ctx: ServiceContext) {
  const permissions = await listAllPermissions(ctx.db);
  return {
    permissions: permissions.map((permission) => ({ name: permission.name, group: permission.group })),
    sorts: ['name', 'display_name', 'users_count', 'created_at'],
    groups: await listPermissionGroups(ctx.db),
  };
}

/** Every permission grouped by module: the role form's picker. */
export async function listRolePermissionChoices(ctx: ServiceContext) {
  return toPermissionGroups(await listAllPermissions(ctx.db));
}

/** Permission names → ids; unknown names and names the actor does not hold are refused. */
async function resolvePermissions(
  ctx: ServiceContext,
  names: readonly string[],
  alreadyHeld: readonly string[] = [],
) {
  const unique = [...new Set(names)];
  const found = await findPermissionsByNames(ctx.db, unique);
  const known = new Set(found.map((permission) => permission.name));
  const unknownIndex = names.findIndex((name) => !known.has(name));
  if (unknownIndex !== -1) throw fieldError(`permissions.${unknownIndex}`, 'unknown_permission');
  const added = unique.filter((name) => !alreadyHeld.includes(name));
  if (!hasAllPermissions(await currentGrants(ctx), added)) throw new AppError('role.cannot_grant');
  return found.map((permission) => permission.id);
}

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', 'name_taken');
  throw error;
}

export async function createRole(ctx: ServiceContext, input: RoleInput): Promise<Role> {
  if (await findRoleByName(ctx.db, input.name)) throw fieldError('name', 'name_taken');
  const permissionIds = await resolvePermissions(ctx, input.permissions);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertRole(trx, {
      name: input.name,
      display_name: input.display_name,
      description: input.description,
      is_system: false,
      created_at: now,
      updated_at: now,
    });
    await replaceRolePermissions(trx, id, permissionIds);
    await recordAudit(trx, ctx, {
      model: 'role',
      recordId: id,
      event: 'created',
      newValues: await loadRole(trx, id),
    });
    announceRole(pending, id);
    return id;
  }).catch(rethrowNameTaken);
  return loadRole(ctx.db, id);
}

export async function updateRole(ctx: ServiceContext, id: number, input: RoleInput): Promise<Role> {
  const before = await loadRole(ctx.db, id);
  if (before.is_system && input.name !== before.name) throw new AppError('role.protected');
  if (input.name !== before.name && (await findRoleByName(ctx.db, input.name)))
    throw fieldError('name', 'name_taken');
  // super_admin holds every permission, whatever the form says.
  const names =
    before.name === SUPER_ADMIN_ROLE
      ? (await listAllPermissions(ctx.db)).map((p) => p.name)
      : input.permissions;
  const permissionIds = await resolvePermissions(ctx, names, before.permissions);
  const raised = await runChange(ctx, async (trx, pending) => {
    await updateRoleRow(trx, id, {
      name: input.name,
      display_name: input.display_name,
      description: input.description,
      updated_at: nowIso(),
    });
    await replaceRolePermissions(trx, id, permissionIds);
    const after = await loadRole(trx, id);
    await recordAudit(trx, ctx, {
      model: 'role',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: after,
    });
    // Its holders' tokens carry the old name and permissions: they stop working now.
    const changed =
      after.name !== before.name ||
      after.permissions.length !== before.permissions.length ||
      after.permissions.some((permission) => !before.permissions.includes(permission));
    announceRole(pending, id);
    return changed ? ctx.services.access.raiseForRoles(trx, [id]) : [];
  }).catch(rethrowNameTaken);
  ctx.services.access.announce({ users: raised });
  return loadRole(ctx.db, id);
}

export async function deleteRole(ctx: ServiceContext, id: number): Promise<void> {
  const before = await loadRole(ctx.db, id);
  if (before.users_count > 0) throw new AppError('role.in_use');
  if (before.is_system) throw new AppError('role.protected');
  await runChange(ctx, async (trx, pending) => {
    // Checked again inside the transaction: a user may have been given the role meanwhile.
    const current = await findRoleById(trx, id);
    if (current && toInt(current.users_count) > 0) throw new AppError('role.in_use');
    await deleteRoleRow(trx, id);
    await recordAudit(trx, ctx, { model: 'role', recordId: id, event: 'deleted', oldValues: before });
    announceRole(pending, id, true);
  });
}
