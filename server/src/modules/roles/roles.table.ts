import type { Generated } from 'kysely';

export interface RolesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string | null;
  /** Seeded default roles: their name is fixed and they cannot be deleted. */
  is_system: boolean;
  created_at: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

declare module '../../db/database' {
  interface Database {
    roles: RolesTable;
    user_roles: UserRolesTable;
  }
}
