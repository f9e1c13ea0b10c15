import { vietnameseSortKey } from '@pickleball/domain';
import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Names sort in Vietnamese order ("Đặng" before "Võ") on both engines: each named table keeps a
 * sort key (domain/src/common/collation.ts) that plain code-point order sorts as
 * Intl.Collator('vi') does, written with the name.
 */
const TABLES = ['users', 'clubs', 'courts'] as const;

export function sortNamesMigration(dialect: DialectName): Migration {
  // Code-point order: SQLite's default BINARY; PostgreSQL's "C", whatever the database's locale.
  const type = dialect === 'postgres' ? sql`varchar(1024) collate "C"` : sql`varchar(1024)`;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      for (const table of TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('sort_name', type, (col) => col.notNull().defaultTo(''))
          .execute();
        const rows = (await db.selectFrom(table).select(['id', 'name']).execute()) as {
          id: number;
          name: string;
        }[];
        for (const row of rows)
          await db
            .updateTable(table)
            .set({ sort_name: vietnameseSortKey(row.name) })
            .where('id', '=', row.id)
            .execute();
        await db.schema.createIndex(`${table}_sort_name_index`).on(table).column('sort_name').execute();
      }
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of TABLES) {
        await db.schema.dropIndex(`${table}_sort_name_index`).execute();
        await db.schema.alterTable(table).dropColumn('sort_name').execute();
      }
    },
  };
}
