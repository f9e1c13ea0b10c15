import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';
import { ensureExtension } from '../extensions';
import { SEARCH_INDEXED_TABLES } from '../search';

/**
 * Indexes for substring search over the folded `search_text` columns (see db/search.ts), so a
 * search over 100,000 rows reads the rows that match instead of all of them.
 *
 * - PostgreSQL: a GIN index with pg_trgm's trigram operator class, which answers
 *   `LIKE '%term%'` as it is written today. pg_trgm ships with PostgreSQL (contrib) and is a
 *   trusted extension; where it cannot be created anyway, the migration creates no index and
 *   search keeps working without one (docs/operations.md says how to add them later).
 * - SQLite: an external-content FTS5 table with the trigram tokenizer per table, filled from the
 *   table and kept in step by triggers on insert, delete and a change of search_text.
 */
export function searchIndexesMigration(dialect: DialectName): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        const schema = await ensureExtension(db, 'pg_trgm');
        if (!schema) return;
        for (const table of SEARCH_INDEXED_TABLES)
          await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)}
            using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
        return;
      }
      for (const table of SEARCH_INDEXED_TABLES) {
        const fts = sql.table(`${table}_search`);
        const base = sql.table(table);
        await sql`create virtual table ${fts} using fts5(
          search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
        await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
        await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${base} begin
          insert into ${fts}(rowid, search_text) values (new.id, new.search_text);
        end`.execute(db);
        await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${base} begin
          insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
        end`.execute(db);
        await sql`create trigger ${sql.id(`${table}_search_update`)} after update of search_text on ${base} begin
          insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
          insert into ${fts}(rowid, search_text) values (new.id, new.search_text);
        end`.execute(db);
      }
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up()
    async down(db: Kysely<any>) {
      for (const table of SEARCH_INDEXED_TABLES) {
        if (dialect === 'postgres') {
          await sql`drop index if exists ${sql.id(`${table}_search_trgm`)}`.execute(db);
          continue;
        }
        for (const trigger of ['insert', 'delete', 'update'])
          await sql`drop trigger if exists ${sql.id(`${table}_search_${trigger}`)}`.execute(db);
        await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
      }
    },
  };
}
