import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../../../db/dialect';

/**
 * Notification and e-mail templates are searched by name without regard to case or accents
 * ("nhac lich" finds "Nhắc lịch"): each keeps a folded search text written with it. Their sort
 * key is widened to hold the key of a 100-character name (three codes a character and two separators: 302) and, on
 * PostgreSQL, compared in code-point order ("C") as the other sort keys are.
 */
const TABLES = ['notification_templates', 'email_templates'] as const;

export function templateSearchMigration(dialect: DialectName): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      for (const table of TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('search_text', 'varchar(400)', (col) => col.notNull().defaultTo(''))
          .execute();
        // SQLite neither enforces a varchar's length nor has another default order than code points.
        if (dialect === 'postgres')
          await db.schema
            .alterTable(table)
            .alterColumn('sort_name', (col) => col.setDataType(sql`varchar(1024) collate "C"`))
            .execute();
        const rows = (await db
          .selectFrom(table)
          .select(['id', 'name', ...(table === 'email_templates' ? ['key'] : [])])
          .execute()) as { id: number; name: string; key?: string }[];
        for (const row of rows)
          await db
            .updateTable(table)
            .set({
              search_text: buildSearchText([row.name, row.key]),
              sort_name: vietnameseSortKey(row.name),
            })
            .where('id', '=', row.id)
            .execute();
      }
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of TABLES) await db.schema.alterTable(table).dropColumn('search_text').execute();
    },
  };
}
