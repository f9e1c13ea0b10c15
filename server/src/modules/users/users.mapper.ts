import type { AuthUser, User } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import {
  findUserById,
  listPermissionsOfUser,
  listRolesOfUsers,
  type UserRoleRow,
  type UserRow,
} from './users.repository';

/** The API shape of a user: never the password hash or the search column. */
export function toUser(row: UserRow, roles: readonly UserRoleRow[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    is_active: toBool(row.is_active),
    email_verified: row.email_verified_at !== null,
    email_verified_at: toIsoOrNull(row.email_verified_at),
    last_login_at: toIsoOrNull(row.last_login_at),
    roles: roles.map(({ id, name, display_name }) => ({ id, name, display_name })),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Users of a page with their roles, fetched in one extra query. */
export async function toUsers(db: Db, rows: readonly UserRow[]): Promise<User[]> {
  const roles = await listRolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const byUser = new Map<number, UserRoleRow[]>();
  for (const role of roles) {
    const list = byUser.get(role.user_id) ?? [];
    list.push(role);
    byUser.set(role.user_id, list);
  }
  return rows.map((row) => toUser(row, byUser.get(row.id) ?? []));
}

/** A user with roles and the union of their permissions (what `me` and every login answer). */
export async function loadAuthUser(
  db: Db,
  userId: number,
): Promise<{ row: UserRow; user: AuthUser } | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  const [user] = await toUsers(db, [row]);
  const permissions = await listPermissionsOfUser(db, userId);
  return { row, user: { ...(user as User), permissions } };
}
