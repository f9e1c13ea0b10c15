import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE, SUPER_ADMIN_ROLE } from '@pickleball/domain';
import type { AppConfig } from '../config';
import { seedSystemEmailTemplates } from '../modules/email-templates/email-templates.system';
import { insertUser } from '../modules/users/users.repository';
import type { PasswordHasher } from '../platform/auth/passwords';
import type { Db } from './database';
import { nowIso } from './dialect';

/**
 * Keeps the permission catalogue and the default roles in the database in step with the code.
 * A permission new to the catalogue is granted to each default role that would hold it; after
 * that, administrators own the role's permissions (super_admin always holds every one). The
 * product's own e-mail templates are created when missing (never overwritten: staff edit them).
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await seedSystemEmailTemplates(db);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const existing = new Set(
      (await trx.selectFrom('permissions').select('name').execute()).map((row) => row.name),
    );
    const added = PERMISSION_CATALOGUE.filter((entry) => !existing.has(entry.name));
    if (added.length > 0) {
      await trx
        .insertInto('permissions')
        .values(
          added.map((entry) => ({
            ...entry,
            description: null,
            is_system: true,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const permissionIds = new Map(
      (await trx.selectFrom('permissions').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
    );
    const addedNames = new Set<string>(added.map((entry) => entry.name));

    for (const role of DEFAULT_ROLES) {
      let roleRow = await trx
        .selectFrom('roles')
        .select('id')
        .where('name', '=', role.name)
        .executeTakeFirst();
      const isNewRole = !roleRow;
      if (!roleRow) {
        roleRow = await trx
          .insertInto('roles')
          .values({
            name: role.name,
            display_name: role.display_name,
            description: role.description,
            is_system: true,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      }
      const grant =
        role.name === SUPER_ADMIN_ROLE
          ? [...permissionIds.keys()]
          : role.permissions.filter((name) => isNewRole || addedNames.has(name));
      const held = new Set(
        (
          await trx
            .selectFrom('role_permissions')
            .select('permission_id')
            .where('role_id', '=', roleRow.id)
            .execute()
        ).map((row) => row.permission_id),
      );
      const rows = grant
        .map((name) => permissionIds.get(name))
        .filter((id): id is number => id !== undefined && !held.has(id))
        .map((permission_id) => ({ role_id: (roleRow as { id: number }).id, permission_id }));
      if (rows.length > 0) await trx.insertInto('role_permissions').values(rows).execute();
    }
  });
}

export interface AdminSeedResult {
  created: boolean;
  username?: string;
  /** Set only when the password was generated: main.ts prints it once. */
  generatedPassword?: string;
}

/** On an empty database, creates the first super_admin (ARCHITECTURE.md). */
export async function seedAdmin(
  db: Db,
  passwords: PasswordHasher,
  admin: AppConfig['admin'],
): Promise<AdminSeedResult> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { created: false };
  const generatedPassword = admin.password ? undefined : generatePassword();
  const password = admin.password ?? (generatedPassword as string);
  await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      name: 'Administrator',
      email: admin.email ?? null,
      username: admin.username,
      phone: null,
      password_hash: await passwords.hash(password),
      is_active: true,
      email_verified_at: admin.email ? nowIso() : null,
    });
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', SUPER_ADMIN_ROLE)
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
  });
  return { created: true, username: admin.username, ...(generatedPassword ? { generatedPassword } : {}) };
}

/** 16 characters that satisfy SPEC §5's password rule. */
export function generatePassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
  return `Pb7!${body}`;
}
