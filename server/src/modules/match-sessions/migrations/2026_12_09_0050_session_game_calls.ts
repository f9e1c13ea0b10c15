import type { Kysely, Migration } from 'kysely';
import { type DialectName, timestampType } from '../../../db/dialect';

/** Players called to their court (issue 31 §3): when a game was last called, and how many times. */
export function sessionGameCallsMigration(dialect: DialectName): Migration {
  const ts = timestampType(dialect);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema.alterTable('match_session_games').addColumn('called_at', ts).execute();
      await db.schema
        .alterTable('match_session_games')
        .addColumn('call_count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('match_session_games').dropColumn('call_count').execute();
      await db.schema.alterTable('match_session_games').dropColumn('called_at').execute();
    },
  };
}
