/** Permissions as the API speaks them, shaped by one file. */
import type { Permission } from '@pickleball/domain';
import { toBool, toIso } from '../../db/dialect';
import type { PermissionRow } from './permissions.repository';

export type PermissionBase = Omit<Permission, 'roles'>;

export function toPermissionBase(row: PermissionRow): PermissionBase {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    description: row.description,
    group: row.group,
    is_system: toBool(row.is_system),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Permissions grouped by their module, groups and names in order. */
export function toPermissionGroups(
  rows: readonly PermissionRow[],
): { group: string; permissions: PermissionBase[] }[] {
  const groups = new Map<string, PermissionBase[]>();
  for (const row of rows) {
    const list = groups.get(row.group) ?? [];
    list.push(toPermissionBase(row));
    groups.set(row.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, permissions]) => ({ group, permissions }));
}
