import {
  buildPageMeta,
  type CursorValue,
  decodeListCursor,
  encodeListCursor,
  type PageMeta,
  type SortSpec,
} from '@pickleball/domain';
import type { Total } from '../db/count';
import { type CursorPlace, finishKeysetPage, type PageStart } from '../db/keyset';
import { fieldError } from './errors';

/**
 * One page of a list as the request asks for it: by page number, or continuing after a cursor
 * (`?cursor=`, the `meta.next_cursor` of the page before). Every list service starts with
 * listWindow(query, sort) and ends with listPageMeta(window, total, nextCursor); between them the
 * repository pages with db/keyset.ts.
 */
export interface ListWindow extends PageStart {
  /** The page number shown in meta: the query's, or the one the cursor leads to. */
  page: number;
  /** The sort as the API writes it (`-created_at`): a cursor is valid only under it. */
  sort: string;
}

/** `-created_at` for {field: 'created_at', direction: 'desc'}. */
export function sortToken(sort: SortSpec<string>): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;
}

/**
 * The window a list query asks for. `sort` names the order the cursor must have been made
 * under: sortToken(query.sort), or a fixed name for a list with one order. A cursor that does
 * not decode, or was made under another sort, is a 422 on `cursor`.
 */
export function listWindow(
  query: { page: number; per_page: number; cursor?: string },
  sort: string,
): ListWindow {
  const perPage = query.per_page;
  if (!query.cursor)
    return { page: query.page, perPage, offset: (query.page - 1) * perPage, after: null, sort };
  const cursor = decodeListCursor(query.cursor);
  // A keyset cursor always names its sort; a page cursor (from a list paging by offset) may not.
  const sortMatches = cursor && (cursor.k ? cursor.s === sort : cursor.s === undefined || cursor.s === sort);
  if (!cursor || !sortMatches) throw fieldError('cursor', 'invalid_cursor');
  const offset = (cursor.p - 1) * perPage;
  if (!cursor.k) return { page: cursor.p, perPage, offset, after: null, sort };
  const [value, id] = cursor.k;
  return { page: cursor.p, perPage, offset, after: { value, id }, sort };
}

/**
 * The page's meta. An estimated total is raised to at least the rows this walk has already seen
 * (an estimate below them would put the last page behind the reader).
 */
export function listPageMeta(
  window: ListWindow,
  total: Total | number,
  rowCount: number,
  nextCursor: string | null,
): PageMeta {
  const counted = typeof total === 'number' ? { total, isEstimate: false } : total;
  const seen = window.offset + rowCount + (nextCursor ? 1 : 0);
  const shown = counted.isEstimate ? Math.max(counted.total, seen) : counted.total;
  return buildPageMeta(window.page, window.perPage, shown, {
    nextCursor,
    totalIsEstimate: counted.isEstimate,
  });
}

/**
 * The rows of a page read with db/keyset.ts keysetPage (one more than the page: the extra one
 * says another page follows) and the page's meta.
 */
export function pageOf<R extends CursorPlace>(
  window: ListWindow,
  total: Total | number,
  rows: R[],
): { rows: R[]; meta: PageMeta } {
  const page = finishKeysetPage(rows, window);
  return { rows: page.rows, meta: listPageMeta(window, total, page.rows.length, page.nextCursor) };
}

/**
 * A page of a list already in memory, in its order (a leaderboard ranked in code, expanded
 * occurrences): by offset, or after the cursor's place. `keyOf` gives each item's place as
 * (sort value, id), ascending in `direction` with the list's order (NULL smallest), so a cursor
 * whose item has gone since still finds where to go on.
 */
export function pageOfArray<T>(
  window: ListWindow,
  items: readonly T[],
  keyOf: (item: T) => [CursorValue, number],
  direction: 'asc' | 'desc',
): { rows: T[]; meta: PageMeta } {
  const after = window.after;
  const start = after
    ? firstIndex(items, (item) => compareKeys(keyOf(item), [after.value, after.id], direction) > 0)
    : window.offset;
  const rows = items.slice(start, start + window.perPage);
  const last = rows[rows.length - 1];
  const nextCursor =
    last !== undefined && start + window.perPage < items.length
      ? encodeListCursor({ s: window.sort, p: window.page + 1, k: keyOf(last) })
      : null;
  // The whole list is here: its total is exact.
  return { rows, meta: listPageMeta(window, items.length, rows.length, nextCursor) };
}

function firstIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  const index = items.findIndex(test);
  return index === -1 ? items.length : index;
}

function compareKeys(a: [CursorValue, number], b: [CursorValue, number], direction: 'asc' | 'desc'): number {
  const compare = (x: CursorValue, y: CursorValue) =>
    x === y ? 0 : x === null ? -1 : y === null ? 1 : (x as string | number) < (y as string | number) ? -1 : 1;
  const order = compare(a[0], b[0]) || compare(a[1], b[1]);
  return direction === 'asc' ? order : -order;
}
