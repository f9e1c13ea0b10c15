/**
 * Checks on what a user holds, apart from the permission catalogue (permissions.ts) so the web
 * app's frame can use them without shipping the catalogue and the default roles.
 */
/** What the signed-in user holds: role names and the deduplicated union of their permissions. */
export interface Grants {
  roles: readonly string[];
  permissions: readonly string[];
}

/** The deduplicated union of the permission names of several roles (SPEC §6), sorted. */
export function unionPermissions(roles: readonly { permissions: readonly string[] }[]): string[] {
  return [...new Set(roles.flatMap((role) => role.permissions))].sort();
}

export function hasRole(grants: Grants, role: string): boolean {
  return grants.roles.includes(role);
}

export function hasPermission(grants: Grants, permission: string): boolean {
  return grants.permissions.includes(permission);
}

export function hasAnyPermission(grants: Grants, permissions: readonly string[]): boolean {
  return permissions.some((permission) => grants.permissions.includes(permission));
}

export function hasAllPermissions(grants: Grants, permissions: readonly string[]): boolean {
  return permissions.every((permission) => grants.permissions.includes(permission));
}
