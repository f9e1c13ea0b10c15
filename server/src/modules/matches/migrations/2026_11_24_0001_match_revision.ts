import type { Kysely, Migration } from 'kysely';

/**
 * A revision per match, raised by every change of the row: a scoreboard snapshot carries it, so a
 * viewer that hears an older snapshot after a newer one (two instances, a refetch racing an event)
 * keeps the newer.
 */
export function matchRevisionMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('matches')
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('matches').dropColumn('revision').execute();
    },
  };
}
