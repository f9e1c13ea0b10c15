import { type QueryExecutorProvider, type SelectQueryBuilder, sql } from 'kysely';
import { dialectOf } from './dialect';

/** A list's total: counted, or the planner's estimate (`meta.total_is_estimate`, "about N" on screen). */
export interface Total {
  total: number;
  isEstimate: boolean;
}

/**
 * Up to this many matching rows PostgreSQL counts them (a bounded count reads at most this many
 * index entries or rows, well under a millisecond); past it, the total is the planner's estimate.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/**
 * The total of a filtered list. `rows` is the list's query with its joins and filters, before
 * any select, order or limit.
 *
 * - SQLite counts exactly: the count runs in the process, over an index or the FTS table where
 *   the filter has one, with no round trip and no rows sent anywhere.
 * - PostgreSQL counts exactly only up to EXACT_COUNT_LIMIT: beyond, counting every match reads
 *   every match (100,000 users: ~15 ms of a 0.2 ms page), so the answer is EXPLAIN's row estimate
 *   for the same query, never below what the bounded count already saw.
 */
export async function countRows<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  rows: SelectQueryBuilder<DB, TB, O>,
): Promise<Total> {
  const matching = rows.clearSelect().select(sql<number>`1`.as('one'));
  if (dialectOf(db) === 'sqlite') {
    const { rows: counted } = await sql<{
      total: number;
    }>`select count(*) as total from ${matching} as matching`.execute(db);
    return { total: Number(counted[0]?.total ?? 0), isEstimate: false };
  }
  const { rows: bounded } = await sql<{ total: number }>`
    select count(*) as total from ${matching.limit(sql.lit(EXACT_COUNT_LIMIT + 1))} as bounded`.execute(db);
  const seen = Number(bounded[0]?.total ?? 0);
  if (seen <= EXACT_COUNT_LIMIT) return { total: seen, isEstimate: false };
  return { total: Math.max(seen, await estimateRows(db, matching)), isEstimate: true };
}

/** EXPLAIN's estimate of the rows a query returns (PostgreSQL), rounded to what a person reads. */
async function estimateRows<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`explain (format json) ${query}`.execute(db);
  const estimate = Number(rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return roundEstimate(estimate);
}

/** Two significant digits: "about 38,000", not a precise-looking 38,217 the planner cannot vouch for. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
