import type { Kysely, Migration } from 'kysely';
import { addIdColumn, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Single-use links sent by e-mail: a password reset (30 minutes) and the verification of a new
 * e-mail address. Only a hash of the token is kept; a link is used once.
 */
export function accountLinksMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('account_links'), dialect)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
        .addColumn('token_hash', 'varchar(128)', (col) => col.notNull().unique())
        .addColumn('email', 'varchar(255)', (col) => col.notNull())
        .addColumn('expires_at', ts, (col) => col.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('account_links_user_index')
        .on('account_links')
        .columns(['user_id', 'purpose'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('account_links').execute();
    },
  };
}
