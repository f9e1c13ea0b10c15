import type { Kysely, Migration } from 'kysely';

/** A match may be played at a registered court and for a club (the venue text stays for others). */
export function matchVenueMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('matches')
        .addColumn('court_id', 'integer', (col) => col.references('courts.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('matches')
        .addColumn('club_id', 'integer', (col) => col.references('clubs.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('matches_club_index').on('matches').column('club_id').execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('matches_club_index').execute();
      await db.schema.alterTable('matches').dropColumn('club_id').execute();
      await db.schema.alterTable('matches').dropColumn('court_id').execute();
    },
  };
}
