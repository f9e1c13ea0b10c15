import type { Kysely, Migration } from 'kysely';
import { type DialectName, timestampType } from '../../../db/dialect';

/**
 * Sessions that survive many tabs, and access that follows role changes at once:
 * - a rotated refresh token remembers its successor (sealed with the server's key) for a short
 *   grace window, so a tab that presents it just after another tab rotated it gets the current
 *   pair instead of ending the session;
 * - each user has an authorisation version, raised when their roles or their roles' permissions
 *   change; access tokens carry it, and a token with an older version is refused at once.
 */
export function sessionHardeningMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema.alterTable('refresh_tokens').addColumn('replaced_by_id', 'integer').execute();
      await db.schema.alterTable('refresh_tokens').addColumn('replacement_sealed', 'varchar(255)').execute();
      await db.schema
        .alterTable('users')
        .addColumn('auth_version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('auth_changed_at', ts).execute();
      await db.schema.createIndex('users_auth_changed_index').on('users').column('auth_changed_at').execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('users_auth_changed_index').execute();
      await db.schema.alterTable('users').dropColumn('auth_changed_at').execute();
      await db.schema.alterTable('users').dropColumn('auth_version').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('replacement_sealed').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by_id').execute();
    },
  };
}
