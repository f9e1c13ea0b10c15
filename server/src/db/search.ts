import { type QueryExecutorProvider, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsText, dialectOf } from './dialect';

/**
 * Substring search over a table's folded `search_text` (case and diacritics removed, see
 * domain's foldForSearch), with an index on both engines and the same rows on both:
 *
 * - PostgreSQL: `search_text LIKE '%term%'` answered by a pg_trgm GIN index (migration
 *   2026_11_27_0050). Where the extension could not be created the same LIKE scans, and finds
 *   the same rows.
 * - SQLite: a term of 3 characters or more is a phrase query on an FTS5 table with the trigram
 *   tokenizer (`<table>_search`, kept in step with the table by triggers): every row whose
 *   search text contains the term, as LIKE would find, read from the index. Shorter terms have
 *   no trigram to look up and use LIKE.
 */
export const SEARCH_INDEXED_TABLES = [
  'users',
  'courts',
  'matches',
  'clubs',
  'court_requests',
  'payments',
  'devices',
  'tasks',
  'meetings',
  'match_sessions',
] as const;
export type SearchIndexedTable = (typeof SEARCH_INDEXED_TABLES)[number];

/** The FTS5 trigram tokenizer indexes three characters at a time: shorter terms cannot use it. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * Rows of `table` (under `alias` in the query) whose search text contains the folded term.
 * Give the term folded (foldForSearch), as the column is.
 */
export function matchesSearch(
  db: QueryExecutorProvider,
  table: SearchIndexedTable,
  folded: string,
  alias: string = table,
): RawBuilder<SqlBool> {
  const column = sql.ref(`${alias}.search_text`);
  if (dialectOf(db) === 'postgres' || [...folded].length < TRIGRAM_MIN_LENGTH)
    return containsText(column, folded);
  // A phrase of one quoted string: FTS5 reads nothing inside the quotes as syntax but a doubled quote.
  const phrase = `"${folded.replaceAll('"', '""')}"`;
  const fts = sql.table(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${fts} match ${phrase})`;
}
