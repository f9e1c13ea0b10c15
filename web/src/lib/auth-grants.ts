import type { AuthUser } from '@pickleball/domain';
// The subpath keeps the zod schemas of the domain's barrel out of the entry chunk.
import { type Grants, hasAnyPermission, hasRole } from '@pickleball/domain/grants';

/**
 * SPEC §6's checks on the signed-in user, by name: a permission or any of several, a role or any
 * of several. The rules are the domain's (domain/src/grants.ts), the server's too; this only
 * reads the session's user and permissions into them.
 */
export function grantsOf(user: Pick<AuthUser, 'roles'> | null, permissions: readonly string[]): Grants {
  return { roles: user?.roles.map((role) => role.name) ?? [], permissions };
}

/** True when `required` is absent or empty, or the user holds any of its permissions. */
export function canAccess(permissions: readonly string[], required: string | readonly string[] | undefined) {
  if (required === undefined) return true;
  const list = typeof required === 'string' ? [required] : required;
  return list.length === 0 || hasAnyPermission({ roles: [], permissions }, list);
}

/** True when the user holds the role `role` (its name: `super_admin`). */
export function holdsRole(grants: Grants, role: string): boolean {
  return hasRole(grants, role);
}

/** True when the user holds any of the roles (an empty list holds none). */
export function holdsAnyRole(grants: Grants, roles: readonly string[]): boolean {
  return roles.some((role) => hasRole(grants, role));
}
