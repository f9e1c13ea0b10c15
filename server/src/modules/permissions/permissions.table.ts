import type { Generated } from 'kysely';

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string | null;
  group: string;
  /** From the catalogue in domain/src/permissions.ts: the name is fixed and it cannot be deleted. */
  is_system: boolean;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

declare module '../../db/database' {
  interface Database {
    permissions: PermissionsTable;
    role_permissions: RolePermissionsTable;
  }
}
