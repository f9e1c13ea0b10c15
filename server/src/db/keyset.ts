import type { CursorScalar, CursorValue } from '@pickleball/domain';
import { encodeListCursor } from '@pickleball/domain';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/**
 * Keyset pagination, the same SQL on both engines: a list is ordered by one sort column and
 * then by id in the same direction, so (sort value, id) names a row's place exactly, ties
 * included. A page continuing after a cursor asks for the rows after that place (a row-value
 * comparison an index on (column, id) answers directly) instead of skipping OFFSET rows, so the
 * thousandth page costs what the first does and rows added before it do not shift it.
 *
 * NULL sorts as the smallest value on both engines (SQLite's own rule; PostgreSQL is told so):
 * first going up, last going down; or, for a key that says so, last either way.
 */
export interface SortKey {
  /**
   * The sort column, e.g. `users.sort_name` (the id column itself when sorting by id), an
   * expression (a role's count of users), or two of them (neither NULL): an order by one, then
   * the other, then id.
   */
  column: SortColumn | readonly [SortColumn, SortColumn];
  /** The row's id column, e.g. `users.id`: the tie-breaker. */
  id: string;
  direction: 'asc' | 'desc';
  /** The column may hold NULL (only then is the NULL ordering spelled out). */
  nullable?: boolean;
  /** Where NULLs go: as the smallest value (the default), or last whichever the direction. */
  nulls?: 'smallest' | 'last';
}

/** Do this key's NULLs come before every value? */
const nullsFirst = (key: SortKey) => (key.nulls ?? 'smallest') === 'smallest' && key.direction === 'asc';

export type SortColumn = string | Expression<unknown>;

/** Where a page starts: a number of rows to skip, or the place of the last row already shown. */
export interface PageStart {
  perPage: number;
  offset: number;
  after: { value: CursorValue; id: number } | null;
}

/** The aliases of the place a page query adds to its rows (read back by finishKeysetPage). */
export const CURSOR_VALUE = 'cursor_value';
export const CURSOR_ID = 'cursor_id';

export type CursorPlace = { cursor_value: CursorValue; cursor_id: number; cursor_value_2?: CursorValue };
export type WithCursorValue<O> = O & CursorPlace;

const toExpression = (column: SortColumn) => (typeof column === 'string' ? sql.ref(column) : column);
const isPair = (column: SortKey['column']): column is readonly [SortColumn, SortColumn] =>
  Array.isArray(column);
/** The key's column(s) as one SQL list: `a` or `a, b`. */
const columnOf = (key: SortKey) =>
  isPair(key.column) ? sql.join(key.column.map(toExpression)) : toExpression(key.column as SortColumn);

/** The ORDER BY terms of a sort key (also for queries that order without paging: a JSON aggregate). */
export function sortKeyOrder(key: SortKey): RawBuilder<unknown> {
  const direction = sql.raw(key.direction);
  const column = columnOf(key);
  if (key.column === key.id) return sql`${column} ${direction}`;
  if (isPair(key.column)) {
    const [first, second] = key.column.map(toExpression);
    return sql`${first} ${direction}, ${second} ${direction}, ${sql.ref(key.id)} ${direction}`;
  }
  const nulls = key.nullable ? sql.raw(nullsFirst(key) ? ' nulls first' : ' nulls last') : sql``;
  return sql`${column} ${direction}${nulls}, ${sql.ref(key.id)} ${direction}`;
}

/** The rows after (value, id) in the key's order. */
export function afterPosition(key: SortKey, value: CursorValue, id: number): RawBuilder<SqlBool> {
  const op = sql.raw(key.direction === 'asc' ? '>' : '<');
  const column = columnOf(key);
  const idColumn = sql.ref(key.id);
  if (key.column === key.id) return sql<SqlBool>`${idColumn} ${op} ${id}`;
  if (isPair(key.column)) {
    const [first, second] = Array.isArray(value) ? value : [value, null];
    return sql<SqlBool>`(${column}, ${idColumn}) ${op} (${first}, ${second}, ${id})`;
  }
  if (!key.nullable) return sql<SqlBool>`(${column}, ${idColumn}) ${op} (${value}, ${id})`;
  if (nullsFirst(key))
    return value === null
      ? // Among the NULLs, then every value.
        sql<SqlBool>`((${column} is null and ${idColumn} ${op} ${id}) or ${column} is not null)`
      : sql<SqlBool>`(${column}, ${idColumn}) ${op} (${value}, ${id})`;
  return value === null
    ? sql<SqlBool>`(${column} is null and ${idColumn} ${op} ${id})`
    : // The values after this one, then the NULLs.
      sql<SqlBool>`((${column}, ${idColumn}) ${op} (${value}, ${id}) or ${column} is null)`;
}

/**
 * Orders a list query by the key and limits it to one page plus one row (which tells whether
 * another page follows), after the cursor's place or past the offset. The rows carry their sort
 * place as `cursor_value` and `cursor_id`.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: SortKey,
  start: PageStart,
): SelectQueryBuilder<DB, TB, WithCursorValue<O>> {
  const values = isPair(key.column)
    ? [
        sql<CursorValue>`${toExpression(key.column[0])}`.as(CURSOR_VALUE),
        sql<CursorValue>`${toExpression(key.column[1])}`.as('cursor_value_2'),
      ]
    : [sql<CursorValue>`${columnOf(key)}`.as(CURSOR_VALUE)];
  let page = query
    .select([...values, sql<number>`${sql.ref(key.id)}`.as(CURSOR_ID)])
    .orderBy(sortKeyOrder(key)) as unknown as SelectQueryBuilder<DB, TB, WithCursorValue<O>>;
  if (start.after) page = page.where(afterPosition(key, start.after.value, start.after.id));
  // Inlined (checked integers): SQLite plans a bound LIMIT of a sub-select far worse.
  page = page.limit(sql.lit(rowCount(start.perPage + 1)));
  return start.after || start.offset === 0 ? page : page.offset(sql.lit(rowCount(start.offset)));
}

function rowCount(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return value;
}

export interface KeysetPage<R> {
  rows: R[];
  /** The cursor to the page after this one; null when this is the last. */
  nextCursor: string | null;
}

/**
 * Trims the extra row keysetPage asked for and makes the cursor from the last row kept: the
 * sort (`-created_at`) it is valid for and the page number it leads to.
 */
export function finishKeysetPage<R extends CursorPlace>(
  rows: R[],
  start: PageStart & { page: number; sort: string },
): KeysetPage<R> {
  if (rows.length <= start.perPage) return { rows, nextCursor: null };
  const kept = rows.slice(0, start.perPage);
  const last = kept[kept.length - 1] as R;
  return {
    rows: kept,
    nextCursor: encodeListCursor({
      s: start.sort,
      p: start.page + 1,
      k: [placeValue(last), Number(last.cursor_id)],
    }),
  };
}

/** A row's sort value(s) as a cursor keeps them. */
function placeValue(row: CursorPlace): CursorValue {
  return row.cursor_value_2 === undefined
    ? toCursorValue(row.cursor_value)
    : [toScalar(row.cursor_value), toScalar(row.cursor_value_2)];
}

function toScalar(value: unknown): CursorScalar {
  const converted = toCursorValue(value);
  return Array.isArray(converted) ? null : converted;
}

/** A sort value as JSON can carry it (a Date from a driver becomes its ISO text). */
export function toCursorValue(value: unknown): CursorValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/**
 * Every row of a list in its order, a batch at a time, each batch continuing after the last
 * row of the one before (downloads: the 90th batch costs what the first does).
 */
export async function* walkKeyset<R extends CursorPlace>(
  readPage: (start: PageStart) => Promise<R[]>,
  batchSize = 1_000,
  maxRows = Number.POSITIVE_INFINITY,
): AsyncGenerator<R[]> {
  let after: PageStart['after'] = null;
  for (let read = 0; read < maxRows; ) {
    const perPage = Math.min(batchSize, maxRows - read);
    const rows = await readPage({ perPage, offset: 0, after });
    const batch = rows.slice(0, perPage);
    if (batch.length > 0) yield batch;
    read += batch.length;
    const last = batch[batch.length - 1];
    if (rows.length <= perPage || !last) return;
    after = { value: placeValue(last), id: Number(last.cursor_id) };
  }
}
