import type { Kysely, Migration } from 'kysely';

/**
 * Late arrivals and early leavers (issue 31 §3): a session's player records the first round they
 * were there for, and the last round before they left; everyone so far was there from round 1.
 */
export function matchSessionPresenceMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('match_session_players')
        .addColumn('arrived_round', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('match_session_players').addColumn('left_after_round', 'integer').execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('match_session_players').dropColumn('left_after_round').execute();
      await db.schema.alterTable('match_session_players').dropColumn('arrived_round').execute();
    },
  };
}
