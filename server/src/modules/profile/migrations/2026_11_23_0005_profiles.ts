import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/** Player profiles, rank points with their history, and DUPR connections. */
export function profilesMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('phone_verified', bool, (col) => col.notNull().defaultTo(false))
        .addColumn('date_of_birth', 'varchar(10)')
        .addColumn('gender', 'varchar(8)')
        .addColumn('country_code', 'varchar(2)')
        .addColumn('province_code', 'varchar(2)')
        .addColumn('ward_code', 'varchar(5)')
        .addColumn('address', 'varchar(255)')
        .addColumn('address_detail', 'varchar(255)')
        .addColumn('bio', 'varchar(1000)')
        .addColumn('avatar_file_id', 'integer', (col) => col.references('files.id').onDelete('set null'))
        .addColumn('weight_kg', 'real')
        .addColumn('height_cm', 'real')
        .addColumn('rankpoint_type', 'varchar(8)')
        .addColumn('single_point', 'real')
        .addColumn('double_point', 'real')
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();

      await addIdColumn(db.schema.createTable('rank_points'), dialect)
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(8)', (col) => col.notNull())
        .addColumn('single_rating', 'real')
        .addColumn('double_rating', 'real')
        .addColumn('single_matches', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('double_matches', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('change_reason', 'varchar(500)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rank_points_single_index')
        .on('rank_points')
        .columns(['single_rating'])
        .execute();
      await db.schema
        .createIndex('rank_points_double_index')
        .on('rank_points')
        .columns(['double_rating'])
        .execute();

      await addIdColumn(db.schema.createTable('rating_history'), dialect)
        .addColumn('rank_point_id', 'integer', (col) =>
          col.notNull().references('rank_points.id').onDelete('cascade'),
        )
        .addColumn('match_type', 'varchar(8)', (col) => col.notNull())
        .addColumn('previous_rating', 'real')
        .addColumn('new_rating', 'real', (col) => col.notNull())
        .addColumn('source', 'varchar(16)', (col) => col.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('match_id', 'integer', (col) => col.references('matches.id').onDelete('set null'))
        .addColumn('changed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('changed_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rating_history_point_index')
        .on('rating_history')
        .columns(['rank_point_id', 'match_type', 'changed_at'])
        .execute();

      await db.schema
        .createTable('dupr_connections')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('dupr_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('referral_code', 'varchar(64)')
        // Encrypted at rest (AES-256-GCM); never returned to a browser.
        .addColumn('access_token', 'text', (col) => col.notNull())
        .addColumn('refresh_token', 'text', (col) => col.notNull())
        .addColumn('token_expires_at', ts)
        .addColumn('singles', 'real')
        .addColumn('doubles', 'real')
        .addColumn('last_sync_at', ts)
        .addColumn('connected_at', ts, (col) => col.notNull())
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of ['dupr_connections', 'rating_history', 'rank_points', 'profiles'])
        await db.schema.dropTable(table).execute();
    },
  };
}
