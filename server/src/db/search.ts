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

/**
 * How many rows of `table` contain the folded term, when the search is a list's only filter: on
 * SQLite read from the FTS table alone, which holds every row of the table (40,000 matches: about
 * 3 ms, against 12 ms through the table's rows); `undefined` where the list counts as usual
 * (PostgreSQL, where its bounded count already stops at 1,000, or a term too short to index).
 */
export async function countSearchOnly(
  db: QueryExecutorProvider,
  table: SearchIndexedTable,
  folded: string,
): Promise<number | undefined> {
  if (dialectOf(db) === 'postgres' || [...folded].length < TRIGRAM_MIN_LENGTH) return undefined;
  const phrase = `"${folded.replaceAll('"', '""')}"`;
  const fts = sql.table(`${table}_search`);
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from ${fts} where ${fts} match ${phrase}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Rows of the newest part of a table a term is tried on (SQLite) to tell a common term. */
const SAMPLE_ROWS = 2_000;
/** Matches in the sample from which a scan in the list's order fills a page quickly. */
const COMMON_HITS = 20;
const DECISION_TTL_MS = 60_000;
const commonTerms = new Map<string, { common: boolean; until: number }>();

/**
 * The condition for a list *page* (the count keeps matchesSearch). On SQLite, the FTS lookup
 * reads every match before the page can be cut, which for a common term ("nguyen": a third of
 * 100,000 people) costs 7.6 ms against 0.02 ms for LIKE read in the list's own order, stopping
 * at the page's last row; for a rare term it is the other way round (0.2 ms against 28 ms). So a
 * term is tried on the table's newest rows first, and one found often there is searched with
 * LIKE. Both give the same rows. PostgreSQL's planner makes this choice itself.
 */
export async function searchForPage(
  db: QueryExecutorProvider,
  table: SearchIndexedTable,
  folded: string,
  alias: string = table,
): Promise<RawBuilder<SqlBool>> {
  return pageSearchCondition(db, table, folded, await pageSearchPlan(db, table, folded), alias);
}

/** How a page searches: 'scan' (LIKE in the list's order) or 'index' (matchesSearch). */
export type PageSearchPlan = 'scan' | 'index';

export async function pageSearchPlan(
  db: QueryExecutorProvider,
  table: SearchIndexedTable,
  folded: string,
): Promise<PageSearchPlan> {
  if (dialectOf(db) === 'postgres' || [...folded].length < TRIGRAM_MIN_LENGTH) return 'index';
  const key = `${table}|${folded}`;
  const now = Date.now();
  let decision = commonTerms.get(key);
  if (!decision || decision.until < now) {
    const recent = sql`select search_text from ${sql.table(table)} order by id desc limit ${sql.lit(SAMPLE_ROWS)}`;
    const { rows } = await sql<{ hits: number }>`
      select count(*) as hits from (${recent}) as recent
      where ${containsText(sql.ref('recent.search_text'), folded)}`.execute(db);
    decision = { common: Number(rows[0]?.hits ?? 0) >= COMMON_HITS, until: now + DECISION_TTL_MS };
    if (commonTerms.size >= 1_000) commonTerms.delete(commonTerms.keys().next().value as string);
    commonTerms.set(key, decision);
  }
  return decision.common ? 'scan' : 'index';
}

export function pageSearchCondition(
  db: QueryExecutorProvider,
  table: SearchIndexedTable,
  folded: string,
  plan: PageSearchPlan,
  alias: string = table,
): RawBuilder<SqlBool> {
  return plan === 'scan'
    ? containsText(sql.ref(`${alias}.search_text`), folded)
    : matchesSearch(db, table, folded, alias);
}
