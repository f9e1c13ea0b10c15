import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pickleball/domain';

/**
 * The state of a server-side list, as it lives in the URL so that a filtered, sorted page of a
 * list can be bookmarked and shared: `?page=2&per_page=25&search=nguyen&sort=-created_at&role=staff`.
 * The names are the API's own list query names (CONVENTIONS §4), so the URL and the request agree.
 */
export interface ListParams<F extends string = string> {
  /** 1-based page number. */
  page: number;
  /** Rows per page, one of {@link PAGE_SIZES}. */
  perPage: number;
  /** Free-text search; '' when none. */
  search: string;
  /** `field` or `-field` (descending); null means the list's default order. */
  sort: string | null;
  /** Filter values by filter name; a missing key means "no filter". */
  filters: Partial<Record<F, string>>;
}

/** What a list accepts in its URL. Anything else in the URL is left alone. */
export interface ListParamsConfig<F extends string = string> {
  /** Filter names the list reads from and writes to the URL (the API's query names). */
  filters?: readonly F[];
  /** Fields the list may be sorted by; a `sort` outside them is ignored. Omit to accept any. */
  sortFields?: readonly string[];
  /** The order the API applies when no sort is given; shown as the active sort. */
  defaultSort?: string;
  /** Rows per page when the URL does not say; 15 by default (ARCHITECTURE "Web"). */
  defaultPageSize?: number;
}

const RESERVED = ['page', 'per_page', 'search', 'sort'] as const;

function readPositiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed >= 1 && Number.isSafeInteger(parsed) ? parsed : null;
}

/** Reads list params from a URL query, dropping what is malformed (a bookmark never breaks a list). */
export function parseListParams<F extends string>(
  query: URLSearchParams,
  config: ListParamsConfig<F> = {},
): ListParams<F> {
  const defaultPageSize = config.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const perPage = readPositiveInt(query.get('per_page'));
  const sort = query.get('sort')?.trim() || null;
  const sortField = sort?.replace(/^-/, '') ?? '';
  const isSortAllowed =
    sort !== null &&
    /^-?[a-z0-9_.]+$/i.test(sort) &&
    (!config.sortFields || config.sortFields.includes(sortField));
  const filters: Partial<Record<F, string>> = {};
  for (const name of config.filters ?? []) {
    const value = query.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: readPositiveInt(query.get('page')) ?? 1,
    perPage:
      perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaultPageSize,
    search: query.get('search')?.trim() ?? '',
    sort: isSortAllowed ? sort : null,
    filters,
  };
}

/**
 * Writes list params into a copy of `current`, keeping the URL's unrelated keys (an open drawer's
 * `?view=12`) and leaving out every value equal to its default, so URLs stay short.
 */
export function writeListParams<F extends string>(
  current: URLSearchParams,
  params: ListParams<F>,
  config: ListParamsConfig<F> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...RESERVED, ...(config.filters ?? [])]) next.delete(key);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.perPage !== (config.defaultPageSize ?? DEFAULT_PAGE_SIZE))
    next.set('per_page', String(params.perPage));
  const search = params.search.trim();
  if (search) next.set('search', search);
  if (params.sort && params.sort !== config.defaultSort) next.set('sort', params.sort);
  for (const name of config.filters ?? []) {
    const value = params.filters[name]?.trim();
    if (value) next.set(name, value);
  }
  return next;
}

/** The filters, search and sort of a list as API query values (no paging): what an export sends. */
export function toFilterQuery<F extends string>(params: ListParams<F>): Record<string, string | undefined> {
  return {
    search: params.search || undefined,
    sort: params.sort ?? undefined,
    ...(params.filters as Record<string, string | undefined>),
  };
}

/** The whole list query for the API: `page`, `per_page`, `search`, `sort` and the filters. */
export function toListQuery<F extends string>(
  params: ListParams<F>,
): Record<string, string | number | undefined> {
  return { page: params.page, per_page: params.perPage, ...toFilterQuery(params) };
}

/** Counts the filters in use (search excluded), for a "Clear filters (2)" button. */
export function countActiveFilters<F extends string>(params: ListParams<F>): number {
  return Object.values(params.filters).filter((value) => typeof value === 'string' && value !== '').length;
}

/** TanStack Table sorting state ↔ the API's `sort` string (`-created_at` is descending). */
export function sortToSorting(sort: string | null): { id: string; desc: boolean }[] {
  if (!sort) return [];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

export function sortingToSort(sorting: readonly { id: string; desc: boolean }[]): string | null {
  const first = sorting[0];
  if (!first) return null;
  return first.desc ? `-${first.id}` : first.id;
}
