/** Roles as the API speaks them, shaped by one function. */
import type { Role } from '@pickleball/domain';
import { toBool, toInt, toIso } from '../../db/dialect';
import type { CountedRoleRow } from './roles.repository';

export function toRole(row: CountedRoleRow, permissions: string[]): Role {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name,
    description: row.description,
    is_system: toBool(row.is_system),
    permissions,
    users_count: toInt(row.users_count),
    users_count_is_estimate: row.users_count_is_estimate,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
