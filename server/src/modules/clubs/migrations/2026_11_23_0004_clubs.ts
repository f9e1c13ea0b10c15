import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/** Uploaded images (owned records), clubs, their members and join requests. */
export function clubsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('files'), dialect)
        .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
        .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
        // What owns it (e.g. club 12); null until the form that uploaded it is saved.
        .addColumn('owner_type', 'varchar(32)')
        .addColumn('owner_id', 'integer')
        .addColumn('mime', 'varchar(32)', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('files_owner_index')
        .on('files')
        .columns(['owner_type', 'owner_id'])
        .execute();

      await addIdColumn(db.schema.createTable('clubs'), dialect)
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('description', 'text')
        .addColumn('schedule', 'text', (col) => col.notNull())
        .addColumn('court_id', 'integer', (col) => col.references('courts.id').onDelete('set null'))
        .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('member_count', 'integer', (col) => col.notNull())
        .addColumn('avatar_file_id', 'integer', (col) => col.references('files.id').onDelete('set null'))
        .addColumn('search_text', 'varchar(2048)', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('clubs_court_index').on('clubs').column('court_id').execute();
      await db.schema.createIndex('clubs_status_index').on('clubs').columns(['status', 'id']).execute();

      await db.schema
        .createTable('club_members')
        .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (col) => col.notNull())
        .addColumn('joined_at', ts, (col) => col.notNull())
        .addPrimaryKeyConstraint('club_members_pk', ['club_id', 'user_id'])
        .execute();
      await db.schema.createIndex('club_members_user_index').on('club_members').column('user_id').execute();

      await addIdColumn(db.schema.createTable('club_join_requests'), dialect)
        .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('message', 'varchar(1000)')
        .addColumn('reason', 'varchar(1000)')
        .addColumn('requested_at', ts, (col) => col.notNull())
        .addColumn('processed_at', ts)
        .addColumn('processed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('club_join_requests_club_index')
        .on('club_join_requests')
        .columns(['club_id', 'status'])
        .execute();
      await db.schema
        .createIndex('club_join_requests_user_index')
        .on('club_join_requests')
        .columns(['user_id', 'club_id', 'status'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of ['club_join_requests', 'club_members', 'clubs', 'files'])
        await db.schema.dropTable(table).execute();
    },
  };
}
