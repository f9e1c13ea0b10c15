import type { Kysely, Migration } from 'kysely';

/**
 * Seeds on the standard lines (issue 32 §3): a tournament says whether the seeds of each block
 * take their lines in a fixed order or by lot; existing tournaments keep the fixed order. The lot
 * itself is recorded in each generated draw.
 */
export function tournamentSeedPlacementMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('tournaments')
        .addColumn('seed_placement', 'varchar(8)', (col) => col.notNull().defaultTo('fixed'))
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('tournaments').dropColumn('seed_placement').execute();
    },
  };
}
