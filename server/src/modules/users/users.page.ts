/**
 * The users list's page as the JSON text of the API's User array, built by the database in one
 * query, roles included (the busiest read of the back office; see db/json.ts). Filters, order and
 * fields are the repository's (listUserPage + toUsers).
 */
import {
  type CursorValue,
  encodeListCursor,
  foldForSearch,
  type SortSpec,
  type UserFilters,
} from '@pickleball/domain';
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { type JsonDocument, jsonArray, jsonObject } from '../../db/json';
import { keysetPage, sortKeyOrder, toCursorValue } from '../../db/keyset';
import { usePreparedStatement } from '../../db/prepared';
import { pageSearchPlan } from '../../db/search';
import type { ListWindow } from '../../platform/list-page';
import { selectFilteredUsers, type UserSortField, userSortKey } from './users.repository';

function safeInteger(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return value;
}

/** The JSON aggregate of a page, built once per engine and order (building it costs more than running it). */
const pageJsonCache = new Map<string, RawBuilder<JsonDocument>>();

function userJson(dialect: DialectName, sort: SortSpec<UserSortField>): RawBuilder<JsonDocument> {
  const key = `${dialect}|${sort.field}|${sort.direction}`;
  const cached = pageJsonCache.get(key);
  if (cached) return cached;
  const value = (expr: string) => ({ kind: 'value' as const, expr: sql.ref(expr) });
  const timestamp = (expr: string) => ({ kind: 'timestamp' as const, expr: sql.ref(expr) });
  const role = jsonObject(dialect, {
    id: value('r.id'),
    name: value('r.name'),
    display_name: value('r.display_name'),
  });
  const roles = sql`(select ${jsonArray(dialect, role, sql`r.name, r.id`, 'nested')} from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id)`;
  const user = jsonObject(dialect, {
    id: value('u.id'),
    name: value('u.name'),
    email: value('u.email'),
    username: value('u.username'),
    phone: value('u.phone'),
    is_active: { kind: 'boolean', expr: sql.ref('u.is_active') },
    email_verified: { kind: 'boolean', expr: sql`u.email_verified_at is not null` },
    email_verified_at: timestamp('u.email_verified_at'),
    last_login_at: timestamp('u.last_login_at'),
    roles: { kind: 'json', expr: roles },
    created_at: timestamp('u.created_at'),
    updated_at: timestamp('u.updated_at'),
  });
  const built = jsonArray(dialect, user, pageOrder(sort));
  pageJsonCache.set(key, built);
  return built;
}

/** The page's order over the `u` rows, by the sort value each row carries (`cursor_value`). */
function pageOrder(sort: SortSpec<UserSortField>): RawBuilder<unknown> {
  const key = userSortKey(sort, 'u');
  return sortKeyOrder(sort.field === 'id' ? key : { ...key, column: 'u.cursor_value' });
}

export interface UserPageJson {
  page: JsonDocument;
  /** The cursor after this page; null on the last. */
  nextCursor: string | null;
}

type UserPageRow = {
  page: JsonDocument;
  fetched: number;
  last_value: CursorValue;
  last_id: number | null;
};

/**
 * One page of users, roles included, as the JSON text of the API's User array: built by the
 * database in one query (see db/json.ts). Same filters, order and fields as listUserPage + toUsers.
 * `plus` is the page and one row more, which says whether another page follows; `u` the page.
 */
export async function listUserPageJson(
  db: Db,
  dialect: DialectName,
  filters: UserFilters,
  sort: SortSpec<UserSortField>,
  window: ListWindow,
): Promise<UserPageJson> {
  // The same page asked again (the first page, opened by every member of staff) reuses its
  // compiled SQL: building and compiling the query is a tenth of the request's CPU. Pages after
  // a cursor are each asked once, and are not kept.
  const plan = filters.search ? await pageSearchPlan(db, 'users', foldForSearch(filters.search)) : 'index';
  const key = window.after
    ? null
    : JSON.stringify([
        dialect,
        plan,
        filters.search,
        filters.role,
        filters.is_active,
        filters.email_verified,
        filters.created_from,
        filters.created_to,
        sort.field,
        sort.direction,
        window.perPage,
        window.offset,
      ]);
  let compiled = key === null ? undefined : compiledPages.get(key);
  if (!compiled) {
    const perPage = safeInteger(window.perPage);
    const plus = keysetPage(selectFilteredUsers(db, filters, plan), userSortKey(sort), {
      ...window,
      // Inlined: SQLite plans a bound LIMIT of a sub-select far worse (measured: +300 µs a page).
      perPage,
      offset: safeInteger(window.offset),
    });
    const order = pageOrder(sort);
    compiled = sql<UserPageRow>`with plus as ${plus},
      u as (select * from plus as u order by ${order} limit ${sql.lit(perPage)})
      select (select ${userJson(dialect, sort)} from u) as page,
        (select count(*) from plus) as fetched,
        (select cursor_value from u order by ${order} limit 1 offset ${sql.lit(Math.max(0, perPage - 1))}) as last_value,
        (select id from u order by ${order} limit 1 offset ${sql.lit(Math.max(0, perPage - 1))}) as last_id`.compile(
      db,
    );
    if (key !== null) {
      if (compiledPages.size >= 500) compiledPages.delete(compiledPages.keys().next().value as string);
      compiledPages.set(key, compiled);
      // The unfiltered first page is the one every member of staff opens: planned once. Not a
      // page with bound filters: a plan made once for any search term would be the wrong one
      // for a rare term (measured: 55 ms instead of 3 ms for a phone number's digits).
      if (window.offset === 0 && compiled.parameters.length === 0) usePreparedStatement(compiled.sql);
    }
  } else if (key !== null) {
    // Least recently used first out.
    compiledPages.delete(key);
    compiledPages.set(key, compiled);
  }
  const { rows } = await db.executeQuery(compiled);
  const [row] = rows;
  if (!row) throw new Error('the page query returned no row');
  const hasMore = Number(row.fetched) > window.perPage && row.last_id !== null;
  return {
    page: row.page,
    nextCursor: hasMore
      ? encodeListCursor({
          s: window.sort,
          p: window.page + 1,
          k: [toCursorValue(row.last_value), Number(row.last_id)],
        })
      : null,
  };
}

/** Compiled page queries by their parameters, least recently used first out. */
const compiledPages = new Map<string, CompiledQuery<UserPageRow>>();
