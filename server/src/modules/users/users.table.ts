import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  username: string;
  phone: string | null;
  password_hash: string | null;
  is_active: boolean;
  email_verified_at: string | null;
  last_login_at: string | null;
  /** The language the user last signed in with (en, vi): notifications are written in it. */
  locale?: string | null;
  /** Raised when the user's roles or their roles' permissions change: older access tokens stop working. */
  auth_version: Generated<number>;
  /** When it was last raised (other instances poll for recent changes). */
  auth_changed_at: string | null;
  /** Name, email, username and phone folded for diacritic-insensitive search. */
  /** The name's Vietnamese sort key (domain/src/common/collation.ts): lists sort by name on it. */
  sort_name: string;
  search_text: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database' {
  interface Database {
    users: UsersTable;
  }
}
