/**
 * Users: the people who sign in. Rules owned here:
 * - usernames, e-mails and phones are unique (case-insensitive); a missing username on creation
 *   is generated from the e-mail (SPEC §5);
 * - nobody grants a role holding permissions they do not hold themselves, nor edits a user who
 *   holds permissions they do not (no escalation through user management);
 * - nobody deletes or deactivates themselves, and the last active super administrator stays;
 * - a new password or deactivation ends every session of that user at once;
 * - every change is audited, and opening a user's detail is recorded as `viewed`;
 * - every change reaches staff watching the users live (`user.updated` / `user.deleted` on
 *   resource:users) once it committed, and a change of who holds a role the roles list, which
 *   counts holders (`role.updated`). The export is users.export.ts.
 */
import {
  type Grants,
  hasAllPermissions,
  resourceRoom,
  SUPER_ADMIN_ROLE,
  type User,
  type UserCreateInput,
  type UserFilters,
  type UserListQuery,
  type UserUpdateInput,
  vietnameseSortKey,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listPageMeta, listWindow, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { RawJson } from '../../platform/routing';
import { revokeSessions } from '../auth/auth.repository';
import { listAllRoles, listPermissionNamesOfRoles } from '../roles/roles.repository';
import { toUser } from './users.mapper';
import { listUserPageJson } from './users.page';
import {
  countActiveHoldersOfRole,
  countUsers,
  countUsersByRole,
  deleteUserRow,
  findTakenIdentifiers,
  findUserById,
  getUserCounts,
  insertUser,
  isUsernameTaken,
  listPermissionsOfUser,
  listRolesOfUsers,
  setUserRoles,
  type UserRow,
  unverifyProfilePhone,
  updateUserRow,
} from './users.repository';
import { buildUserSearchText, generateUsername } from './users.rules';

/** Tells staff watching the users list (published by the caller after its commit). */
export function announceUser(pending: PendingEvents, id: number): void {
  pending.add(resourceRoom('users'), { type: 'user.updated', id, data: { id } });
}

/** The roles whose holders changed: the roles list counts them. */
function announceRoles(pending: PendingEvents, roleIds: Iterable<number>): void {
  for (const id of new Set(roleIds))
    pending.add(resourceRoom('roles'), { type: 'role.updated', id, data: { id } });
}

function userFilterKey(filters: UserFilters): string {
  const { search, role, is_active, email_verified, created_from, created_to } = filters;
  return JSON.stringify([search, role, is_active, email_verified, created_from, created_to]);
}

/** A page of users: the database builds the page's JSON, the busiest read of the back office. */
export async function listUsers(ctx: ServiceContext, query: UserListQuery): Promise<RawJson> {
  const window = listWindow(query, sortToken(query.sort));
  const [total, page] = await Promise.all([
    ctx.services.counts.get('users', userFilterKey(query), () => countUsers(ctx.db, query)),
    listUserPageJson(ctx.db, ctx.services.dialect, query, query.sort, window),
  ]);
  // The page's rows are in the JSON: how many, the cursor says (a full page) or the total does.
  const rowCount = page.nextCursor
    ? window.perPage
    : Math.max(0, Math.min(window.perPage, total.total - window.offset));
  return RawJson.envelope(page.page, listPageMeta(window, total, rowCount, page.nextCursor));
}

export async function getUser(ctx: ServiceContext, id: number): Promise<User> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound();
  const user = toUser(row, await listRolesOfUsers(ctx.db, [id]));
  await recordAudit(ctx.db, ctx, { model: 'user', recordId: id, event: 'viewed' });
  return user;
}

export async function getUserStats(ctx: ServiceContext) {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [counts, byRole] = await Promise.all([getUserCounts(ctx.db, monthStart), countUsersByRole(ctx.db)]);
  const total = Number(counts.total);
  return {
    total,
    active: Number(counts.active),
    inactive: total - Number(counts.active),
    verified: Number(counts.verified),
    unverified: total - Number(counts.verified),
    new_this_month: Number(counts.new_this_month),
    by_role: byRole.map((role) => ({
      name: role.name,
      display_name: role.display_name,
      count: Number(role.count),
    })),
  };
}

export async function getUserFilterOptions(ctx: ServiceContext) {
  return {
    roles: await listAllRoles(ctx.db),
    statuses: ['active', 'inactive'] as ('active' | 'inactive')[],
    email_verified: ['verified', 'unverified'] as ('verified' | 'unverified')[],
    sorts: ['id', 'name', 'username', 'email', 'created_at', 'last_login_at'],
  };
}

/**
 * What the actor holds right now, read from the database: grant decisions must not rest on the
 * claims of a token that may be up to 15 minutes old.
 */
export async function currentGrants(ctx: ServiceContext): Promise<Grants> {
  const actor = requireActor(ctx);
  return { roles: actor.roles, permissions: await listPermissionsOfUser(ctx.db, actor.id) };
}

/** The roles a user form may offer: those the actor could grant. */
export async function listAssignableRoles(ctx: ServiceContext) {
  const actor = await currentGrants(ctx);
  const roles = await listAllRoles(ctx.db);
  const permissions = await listPermissionNamesOfRoles(
    ctx.db,
    roles.map((role) => role.id),
  );
  return roles.filter((role) => hasAllPermissions(actor, permissions.get(role.id) ?? []));
}

/** Refuses usernames, e-mails and phones another user holds, with a message on each field. */
export async function assertIdentifiersFree(
  db: Db,
  values: { username?: string | null; email?: string | null; phone?: string | null },
  exceptUserId?: number,
): Promise<void> {
  const taken = await findTakenIdentifiers(db, values, exceptUserId);
  const fieldErrors: NonNullable<AppError['fieldErrors']> = {};
  if (taken.username) fieldErrors.username = [{ key: 'username_taken' }];
  if (taken.email) fieldErrors.email = [{ key: 'email_taken' }];
  if (taken.phone) fieldErrors.phone = [{ key: 'phone_taken' }];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

/** A unique-index violation that slipped past the pre-check (two requests at once) is still a 422. */
export function rethrowUnique(error: unknown): never {
  if (isUniqueViolation(error)) {
    const message = String((error as Error).message);
    const field = /email/.test(message) ? 'email' : /phone/.test(message) ? 'phone' : 'username';
    throw new AppError('validation_failed', {
      fieldErrors: { [field]: [{ key: `${field}_taken` as 'username_taken' }] },
    });
  }
  throw error;
}

/** Refuses roles that hold a permission the actor does not hold. */
async function assertCanGrantRoles(ctx: ServiceContext, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const actor = await currentGrants(ctx);
  const permissions = await listPermissionNamesOfRoles(ctx.db, roleIds);
  const known = new Set(
    (await listAllRoles(ctx.db)).map((role) => role.id).filter((id) => roleIds.includes(id)),
  );
  const unknownIndex = roleIds.findIndex((id) => !known.has(id));
  if (unknownIndex !== -1)
    throw new AppError('validation_failed', {
      fieldErrors: { [`roles.${unknownIndex}`]: [{ key: 'unknown_role' }] },
    });
  for (const id of roleIds) {
    if (!hasAllPermissions(actor, permissions.get(id) ?? [])) throw new AppError('role.cannot_grant');
  }
}

/** Refuses to act on a user who holds permissions the actor does not. */
async function assertNotOutranked(ctx: ServiceContext, targetId: number): Promise<void> {
  if (requireActor(ctx).id === targetId) return;
  const actor = await currentGrants(ctx);
  if (!hasAllPermissions(actor, await listPermissionsOfUser(ctx.db, targetId)))
    throw new AppError('user.protected');
}

async function assertSuperAdminRemains(db: Db, userId: number): Promise<void> {
  const roles = await listRolesOfUsers(db, [userId]);
  if (!roles.some((role) => role.name === SUPER_ADMIN_ROLE)) return;
  if ((await countActiveHoldersOfRole(db, SUPER_ADMIN_ROLE, userId)) === 0)
    throw new AppError('user.last_super_admin');
}

export async function createUser(ctx: ServiceContext, input: UserCreateInput): Promise<User> {
  await assertCanGrantRoles(ctx, input.roles);
  if (input.username) await assertIdentifiersFree(ctx.db, input);
  else await assertIdentifiersFree(ctx.db, { email: input.email, phone: input.phone });
  const username =
    input.username ??
    (await generateUsername(input.email as string, (candidate) => isUsernameTaken(ctx.db, candidate)));
  const passwordHash = await ctx.services.passwords.hash(input.password);
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertUser(trx, {
      name: input.name,
      email: input.email ?? null,
      username,
      phone: input.phone ?? null,
      password_hash: passwordHash,
      is_active: input.is_active,
      email_verified_at: input.email_verified && input.email ? nowIso() : null,
    });
    await setUserRoles(trx, id, input.roles);
    const created = toUser((await findUserById(trx, id)) as UserRow, await listRolesOfUsers(trx, [id]));
    await recordAudit(trx, ctx, { model: 'user', recordId: id, event: 'created', newValues: created });
    announceUser(pending, id);
    announceRoles(pending, input.roles);
    return id;
  }).catch(rethrowUnique);
  ctx.services.counts.invalidate('users');
  return toUser((await findUserById(ctx.db, id)) as UserRow, await listRolesOfUsers(ctx.db, [id]));
}

export async function updateUser(ctx: ServiceContext, id: number, input: UserUpdateInput): Promise<User> {
  const actor = requireActor(ctx);
  const existing = await findUserById(ctx.db, id);
  if (!existing) throw notFound();
  await assertNotOutranked(ctx, id);
  const currentRoles = await listRolesOfUsers(ctx.db, [id]);
  const currentRoleIds = new Set(currentRoles.map((role) => role.id));
  await assertCanGrantRoles(
    ctx,
    input.roles.filter((roleId) => !currentRoleIds.has(roleId)),
  );
  if (actor.id === id && !input.is_active) throw new AppError('user.cannot_deactivate_self');
  await assertIdentifiersFree(ctx.db, input, id);

  const before = toUser(existing, currentRoles);
  const keepsSuperAdmin = input.roles.some(
    (roleId) => currentRoles.find((role) => role.id === roleId)?.name === SUPER_ADMIN_ROLE,
  );
  if (!input.is_active || !keepsSuperAdmin) await assertSuperAdminRemains(ctx.db, id);

  const passwordHash = input.password ? await ctx.services.passwords.hash(input.password) : undefined;
  const endsSessions = Boolean(passwordHash) || (toBool(existing.is_active) && !input.is_active);
  const now = nowIso();
  const { user, revoked, raised } = await runChange(ctx, async (trx, pending) => {
    await updateUserRow(trx, id, {
      name: input.name,
      email: input.email ?? null,
      username: input.username,
      phone: input.phone ?? null,
      is_active: input.is_active,
      email_verified_at: input.email_verified && input.email ? (existing.email_verified_at ?? now) : null,
      sort_name: vietnameseSortKey(input.name),
      search_text: buildUserSearchText({
        name: input.name,
        email: input.email ?? null,
        username: input.username,
        phone: input.phone ?? null,
      }),
      updated_at: now,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    // A verified phone is verified for that number only: a new one must be verified again.
    if ((existing.phone ?? null) !== (input.phone ?? null)) await unverifyProfilePhone(trx, id, now);
    await setUserRoles(trx, id, input.roles);
    // New roles: the user's tokens carry the old ones and stop working now.
    const rolesChanged =
      input.roles.length !== currentRoleIds.size || input.roles.some((roleId) => !currentRoleIds.has(roleId));
    const raised = rolesChanged ? await ctx.services.access.raise(trx, [id]) : [];
    announceUser(pending, id);
    announceRoles(pending, [
      ...input.roles.filter((roleId) => !currentRoleIds.has(roleId)),
      ...[...currentRoleIds].filter((roleId) => !input.roles.includes(roleId)),
    ]);
    const after = toUser((await findUserById(trx, id)) as UserRow, await listRolesOfUsers(trx, [id]));
    await recordAudit(trx, ctx, {
      model: 'user',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: { ...after, ...(passwordHash ? { password_changed: true } : {}) },
    });
    const revokedIds = endsSessions
      ? await revokeSessions(trx, { userId: id }, passwordHash ? 'password_changed' : 'deactivated', now)
      : [];
    return { user: after, revoked: revokedIds, raised };
  }).catch(rethrowUnique);
  ctx.services.revocations.add(revoked);
  ctx.services.access.announce({ users: raised });
  ctx.services.counts.invalidate('users');
  // The leaderboard lists active users only.
  ctx.services.counts.invalidate('rank_points');
  return user;
}

export async function toggleUserStatus(ctx: ServiceContext, id: number): Promise<User> {
  const actor = requireActor(ctx);
  const existing = await findUserById(ctx.db, id);
  if (!existing) throw notFound();
  await assertNotOutranked(ctx, id);
  const activate = !toBool(existing.is_active);
  if (!activate) {
    if (actor.id === id) throw new AppError('user.cannot_deactivate_self');
    await assertSuperAdminRemains(ctx.db, id);
  }
  const roles = await listRolesOfUsers(ctx.db, [id]);
  const now = nowIso();
  const revoked = await runChange(ctx, async (trx, pending) => {
    await updateUserRow(trx, id, { is_active: activate, updated_at: now });
    await recordAudit(trx, ctx, {
      model: 'user',
      recordId: id,
      event: 'updated',
      oldValues: { is_active: !activate },
      newValues: { is_active: activate },
    });
    announceUser(pending, id);
    return activate ? [] : revokeSessions(trx, { userId: id }, 'deactivated', now);
  });
  ctx.services.revocations.add(revoked);
  ctx.services.counts.invalidate('users');
  // The leaderboard lists active users only.
  ctx.services.counts.invalidate('rank_points');
  return toUser({ ...existing, is_active: activate, updated_at: now }, roles);
}

export async function deleteUser(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireActor(ctx);
  if (actor.id === id) throw new AppError('user.cannot_delete_self');
  const existing = await findUserById(ctx.db, id);
  if (!existing) throw notFound();
  await assertNotOutranked(ctx, id);
  await assertSuperAdminRemains(ctx.db, id);
  const before = toUser(existing, await listRolesOfUsers(ctx.db, [id]));
  const now = nowIso();
  const revoked = await runChange(ctx, async (trx, pending) => {
    const held = await listRolesOfUsers(trx, [id]);
    const ids = await revokeSessions(trx, { userId: id }, 'deleted', now);
    await deleteUserRow(trx, id);
    await recordAudit(trx, ctx, { model: 'user', recordId: id, event: 'deleted', oldValues: before });
    pending.add(resourceRoom('users'), { type: 'user.deleted', id, data: { id } });
    announceRoles(
      pending,
      held.map((role) => role.id),
    );
    return ids;
  });
  ctx.services.revocations.add(revoked);
  // Every instance forgets the user: their tokens find no user and are refused.
  ctx.services.access.announce({ users: [id] });
  ctx.services.counts.invalidate('users');
  // A deleted user's rank point goes with them.
  ctx.services.counts.invalidate('rank_points');
}
