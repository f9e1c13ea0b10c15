import type { Kysely, Migration } from 'kysely';
import { addIdColumn, booleanType, type DialectName, timestampType } from '../../../db/dialect';

/** Courts, public court registration requests and their review history. */
export function courtsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  const bool = booleanType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('courts'), dialect)
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        /** The name folded (no case, no diacritics): duplicates are the same name in the same ward. */
        .addColumn('name_key', 'varchar(200)', (col) => col.notNull())
        .addColumn('location', 'varchar(255)')
        .addColumn('province_code', 'varchar(2)', (col) => col.notNull())
        .addColumn('ward_code', 'varchar(5)', (col) => col.notNull())
        .addColumn('address_detail', 'varchar(255)')
        .addColumn('owner_name', 'varchar(120)', (col) => col.notNull())
        .addColumn('owner_email', 'varchar(255)')
        .addColumn('owner_phone', 'varchar(20)', (col) => col.notNull())
        .addColumn('number_of_courts', 'integer', (col) => col.notNull())
        .addColumn('schedule', 'varchar(1000)')
        .addColumn('price_cents', 'integer')
        .addColumn('description', 'text')
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('status_before_archive', 'varchar(16)')
        .addColumn('is_active', bool, (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull())
        .addColumn('website', 'varchar(500)')
        // JSON text: lists and objects of the form, read back as they were written.
        .addColumn('social_media', 'text', (col) => col.notNull())
        .addColumn('operating_hours', 'text')
        .addColumn('facilities', 'text', (col) => col.notNull())
        .addColumn('amenities', 'text', (col) => col.notNull())
        .addColumn('surface_type', 'varchar(32)')
        .addColumn('parking', 'varchar(16)', (col) => col.notNull())
        .addColumn('equipment_rental', bool, (col) => col.notNull())
        .addColumn('coaching', bool, (col) => col.notNull())
        .addColumn('special_notes', 'varchar(2000)')
        .addColumn('contact_person', 'varchar(120)')
        .addColumn('emergency_contact', 'varchar(20)')
        .addColumn('search_text', 'varchar(2048)', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('courts_ward_name_index')
        .on('courts')
        .columns(['ward_code', 'name_key'])
        .execute();
      await db.schema.createIndex('courts_owner_phone_index').on('courts').column('owner_phone').execute();
      await db.schema.createIndex('courts_sort_index').on('courts').columns(['sort_order', 'id']).execute();
      await db.schema
        .createIndex('courts_province_index')
        .on('courts')
        .columns(['province_code', 'status'])
        .execute();

      await addIdColumn(db.schema.createTable('court_requests'), dialect)
        .addColumn('reference', 'varchar(32)', (col) => col.unique())
        .addColumn('status', 'varchar(24)', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('applicant_name', 'varchar(120)', (col) => col.notNull())
        .addColumn('applicant_email', 'varchar(255)', (col) => col.notNull())
        .addColumn('applicant_phone', 'varchar(20)', (col) => col.notNull())
        .addColumn('locale', 'varchar(8)', (col) => col.notNull())
        .addColumn('review_notes', 'varchar(2000)')
        .addColumn('feedback', 'varchar(2000)')
        .addColumn('created_court_id', 'integer', (col) => col.references('courts.id').onDelete('set null'))
        .addColumn('edit_token_hash', 'varchar(64)')
        .addColumn('search_text', 'varchar(2048)', (col) => col.notNull())
        .addColumn('ip_address', 'varchar(64)')
        .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('submitted_at', ts, (col) => col.notNull())
        .addColumn('reviewed_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('court_requests_status_index')
        .on('court_requests')
        .columns(['status', 'submitted_at'])
        .execute();
      await db.schema
        .createIndex('court_requests_token_index')
        .on('court_requests')
        .column('edit_token_hash')
        .execute();

      await addIdColumn(db.schema.createTable('court_request_events'), dialect)
        .addColumn('request_id', 'integer', (col) =>
          col.notNull().references('court_requests.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(24)', (col) => col.notNull())
        .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('note', 'varchar(2000)')
        .addColumn('created_at', ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('court_request_events_request_index')
        .on('court_request_events')
        .columns(['request_id', 'id'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of ['court_request_events', 'court_requests', 'courts'])
        await db.schema.dropTable(table).execute();
    },
  };
}
