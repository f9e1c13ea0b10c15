import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ListParams,
  type ListParamsConfig,
  parseListParams,
  toFilterQuery,
  toListQuery,
  writeListParams,
} from './list-params';

/** What {@link useListParams} returns: the list state read from the URL and setters that write it back. */
export interface ListParamsState<F extends string = string> {
  params: ListParams<F>;
  /** The query for the list endpoint: page, per_page, search, sort and the filters. */
  query: Record<string, string | number | undefined>;
  /** The query without paging, for an export of the current filter. */
  filterQuery: Record<string, string | undefined>;
  config: ListParamsConfig<F>;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: string | null) => void;
  setSearch: (search: string) => void;
  /** Sets one filter; '' or undefined removes it. Back to page 1. */
  setFilter: (name: F, value: string | undefined) => void;
  /** Sets several filters at once (a date range). Back to page 1. */
  setFilters: (values: Partial<Record<F, string | undefined>>) => void;
  /** Removes every filter and the search. */
  resetFilters: () => void;
}

/**
 * Keeps a server-side list's page, page size, sort, search and filters in the URL's query string,
 * so the browser's back button and bookmarks work. Typing in the search box replaces the history
 * entry instead of adding one per keystroke; a change of filter, search or page size goes back to page 1.
 *
 * Pass a config defined outside the component (or memoised) so the returned setters stay stable.
 */
export function useListParams<F extends string>(config: ListParamsConfig<F>): ListParamsState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, config), [searchParams, config]);

  const update = useCallback(
    (change: (current: ListParams<F>) => ListParams<F>, replace = false) => {
      setSearchParams(
        (current) => writeListParams(current, change(parseListParams(current, config)), config),
        { replace },
      );
    },
    [setSearchParams, config],
  );

  return useMemo(
    () => ({
      params,
      query: toListQuery(params),
      filterQuery: toFilterQuery(params),
      config,
      setPage: (page) => update((current) => ({ ...current, page })),
      setPerPage: (perPage) => update((current) => ({ ...current, perPage, page: 1 })),
      setSort: (sort) => update((current) => ({ ...current, sort, page: 1 })),
      setSearch: (search) => update((current) => ({ ...current, search, page: 1 }), true),
      setFilter: (name, value) =>
        update((current) => ({
          ...current,
          page: 1,
          filters: { ...current.filters, [name]: value || undefined },
        })),
      setFilters: (values) =>
        update((current) => ({ ...current, page: 1, filters: { ...current.filters, ...values } })),
      resetFilters: () => update((current) => ({ ...current, page: 1, search: '', filters: {} })),
    }),
    [params, config, update],
  );
}
