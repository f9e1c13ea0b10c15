import { foldForSearch } from '@pickleball/domain';
import type { Kysely, Migration } from 'kysely';

/** The event name folded (no case, no diacritics), so the list's event filter matches the event only. */
export function matchEventKeyMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('matches')
        .addColumn('event_key', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .execute();
      const rows = (await db.selectFrom('matches').select(['id', 'event']).execute()) as {
        id: number;
        event: string;
      }[];
      for (const row of rows)
        await db
          .updateTable('matches')
          .set({ event_key: foldForSearch(row.event).slice(0, 200) })
          .where('id', '=', row.id)
          .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('matches').dropColumn('event_key').execute();
    },
  };
}
