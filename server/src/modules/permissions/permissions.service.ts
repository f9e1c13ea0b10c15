/**
 * Permissions: the names routes are guarded by. Rules owned here:
 * - names are unique `module.action` strings; catalogue permissions (seeded from the code) keep
 *   their name and cannot be deleted;
 * - a new permission is granted to super_admin at once (it holds every permission);
 * - a permission held by roles cannot be deleted (SPEC §6, message in SPEC §8).
 */
import {
  type Permission,
  type PermissionInput,
  type PermissionListQuery,
  SUPER_ADMIN_ROLE,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toInt } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { findRoleByName, listAllRoles } from '../roles/roles.repository';
import { toPermissionBase, toPermissionGroups } from './permissions.mapper';
import {
  countPermissions,
  countRolesHoldingPermission,
  deletePermissionRow,
  findPermissionById,
  getPermissionCounts,
  grantPermissionToRole,
  insertPermission,
  isPermissionNameTaken,
  listAllPermissions,
  listPermissionGroups,
  listPermissionPage,
  listRolesOfPermissions,
  updatePermissionRow,
} from './permissions.repository';

async function loadPermission(db: Db, id: number): Promise<Permission> {
  const row = await findPermissionById(db, id);
  if (!row) throw notFound();
  return { ...toPermissionBase(row), roles: (await listRolesOfPermissions(db, [id])).get(id) ?? [] };
}

export async function listPermissions(ctx: ServiceContext, query: PermissionListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countPermissions(ctx.db, query),
    listPermissionPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const roles = await listRolesOfPermissions(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({ ...toPermissionBase(row), roles: roles.get(row.id) ?? [] })),
    meta,
  };
}

export const getPermission = (ctx: ServiceContext, id: number) => loadPermission(ctx.db, id);

export async function getPermissionStats(ctx: ServiceContext) {
  const counts = await getPermissionCounts(ctx.db);
  const total = toInt(counts.total);
  return {
    total,
    groups: toInt(counts.groups),
    assigned: toInt(counts.assigned),
    unassigned: total - toInt(counts.assigned),
    system: toInt(counts.system),
    custom: total - toInt(counts.system),
  };
}

export async function getPermissionFilters(ctx: ServiceContext) {
  const roles = await listAllRoles(ctx.db);
  return {
    groups: await listPermissionGroups(ctx.db),
    roles: roles.map(({ name, display_name }) => ({ name, display_name })),
  };
}

export async function listGroupedPermissions(ctx: ServiceContext) {
  return toPermissionGroups(await listAllPermissions(ctx.db));
}

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', 'name_taken');
  throw error;
}

export async function createPermission(ctx: ServiceContext, input: PermissionInput): Promise<Permission> {
  if (await isPermissionNameTaken(ctx.db, input.name)) throw fieldError('name', 'name_taken');
  const now = nowIso();
  const id = await runChange(ctx, async (trx) => {
    const id = await insertPermission(trx, input, now);
    // super_admin holds every permission, new ones included (in their tokens from their next
    // refresh: a permission gained is no risk, and no route checks a new one yet).
    const superAdmin = await findRoleByName(trx, SUPER_ADMIN_ROLE);
    if (superAdmin) await grantPermissionToRole(trx, superAdmin.id, id);
    await recordAudit(trx, ctx, {
      model: 'permission',
      recordId: id,
      event: 'created',
      newValues: await loadPermission(trx, id),
    });
    return id;
  }).catch(rethrowNameTaken);
  return loadPermission(ctx.db, id);
}

export async function updatePermission(
  ctx: ServiceContext,
  id: number,
  input: PermissionInput,
): Promise<Permission> {
  const before = await loadPermission(ctx.db, id);
  if (before.is_system && input.name !== before.name) throw new AppError('permission.protected');
  if (await isPermissionNameTaken(ctx.db, input.name, id)) throw fieldError('name', 'name_taken');
  const raised = await runChange(ctx, async (trx) => {
    await updatePermissionRow(trx, id, input, nowIso());
    await recordAudit(trx, ctx, {
      model: 'permission',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: await loadPermission(trx, id),
    });
    // A renamed permission: tokens carrying the old name stop working now.
    return input.name === before.name ? [] : ctx.services.access.raiseForPermission(trx, id);
  }).catch(rethrowNameTaken);
  ctx.services.access.announce({ users: raised });
  return loadPermission(ctx.db, id);
}

export async function deletePermission(ctx: ServiceContext, id: number): Promise<void> {
  const before = await loadPermission(ctx.db, id);
  // super_admin holds every permission implicitly; only other roles make a permission "in use".
  if (before.roles.some((role) => role.name !== SUPER_ADMIN_ROLE)) throw new AppError('permission.in_use');
  if (before.is_system) throw new AppError('permission.protected');
  await runChange(ctx, async (trx) => {
    if ((await countRolesHoldingPermission(trx, id, SUPER_ADMIN_ROLE)) > 0)
      throw new AppError('permission.in_use');
    await deletePermissionRow(trx, id);
    await recordAudit(trx, ctx, { model: 'permission', recordId: id, event: 'deleted', oldValues: before });
  });
}
