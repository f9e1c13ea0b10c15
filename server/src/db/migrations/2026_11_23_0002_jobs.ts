import type { Kysely, Migration } from 'kysely';
import { addIdColumn, type DialectName, timestampType } from '../dialect';

/** The durable jobs table (ARCHITECTURE.md "Jobs and schedules"): written in the business transaction. */
export function jobsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await addIdColumn(db.schema.createTable('jobs'), dialect)
        .addColumn('type', 'varchar(64)', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('run_at', ts, (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('max_attempts', 'integer', (col) => col.notNull())
        .addColumn('last_error', 'varchar(2000)')
        .addColumn('locked_at', ts)
        .addColumn('created_at', ts, (col) => col.notNull())
        .addColumn('updated_at', ts, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('jobs_due_index').on('jobs').columns(['status', 'run_at']).execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
