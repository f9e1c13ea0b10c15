import type { Kysely, Migration } from 'kysely';
import { type DialectName, timestampType } from '../dialect';

/**
 * A claimed job is held by a lease, not by its age (issue "Hardening and polish" §2): the worker
 * that claimed it (`locked_by`) renews `locked_until` while it runs, so a job of a process that
 * died is taken again once its short lease runs out, and a job still being renewed never is.
 * Rows claimed before this migration have no lease: they are taken again as before, by `locked_at`.
 */
export function jobLeasesMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema.alterTable('jobs').addColumn('locked_by', 'varchar(100)').execute();
      await db.schema.alterTable('jobs').addColumn('locked_until', ts).execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('jobs').dropColumn('locked_until').execute();
      await db.schema.alterTable('jobs').dropColumn('locked_by').execute();
    },
  };
}
