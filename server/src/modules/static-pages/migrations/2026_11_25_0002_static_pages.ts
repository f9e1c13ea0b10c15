import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/**
 * Static pages (SPEC §3): the terms and privacy pages, one per key and language, with a draft
 * (what staff edit) and the versions published (what the public reads, kept with who and when).
 */
export function staticPagesMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('static_pages'), dialect)
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('key', 'varchar(100)', (col) => col.notNull())
        .addColumn('language', 'varchar(2)', (col) => col.notNull())
        .addColumn('is_active', bool, (col) => col.notNull())
        // The draft.
        .addColumn('title', 'varchar(200)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('draft_saved_at', ts, (col) => col.notNull())
        .addColumn('draft_saved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        // The version the public reads (null until the first publish).
        .addColumn('published_version', 'integer')
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .addUniqueConstraint('static_pages_key_language_unique', ['key', 'language'])
        .execute();
      await addIdColumn(db.schema.createTable('static_page_versions'), dialect)
        .addColumn('page_id', 'integer', (col) =>
          col.notNull().references('static_pages.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('title', 'varchar(200)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('restored_from', 'integer')
        .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('published_at', ts, (col) => col.notNull())
        .addUniqueConstraint('static_page_versions_unique', ['page_id', 'version'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('static_page_versions').execute();
      await db.schema.dropTable('static_pages').execute();
    },
  };
}
