import { DEFAULT_PAGE_SIZE } from '@pickleball/domain';
import { useMemo, useState } from 'react';
import {
  type ListParams,
  type ListParamsConfig,
  toFilterQuery,
  toListQuery,
} from '../../../components/data-table/list-params';
import type { ListParamsState } from '../../../components/data-table/use-list-params';

/**
 * `useListParams` kept in the component rather than the URL: the members page shows two paged
 * lists (members, join requests) whose `page` would otherwise share one query string key.
 */
export function useLocalListParams<F extends string>(config: ListParamsConfig<F>): ListParamsState<F> {
  const [params, setParams] = useState<ListParams<F>>({
    page: 1,
    perPage: config.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    search: '',
    sort: null,
    filters: {},
  });
  return useMemo(
    () => ({
      params,
      query: toListQuery(params),
      filterQuery: toFilterQuery(params),
      config,
      setPage: (page) => setParams((current) => ({ ...current, page })),
      setPerPage: (perPage) => setParams((current) => ({ ...current, perPage, page: 1 })),
      setSort: (sort) => setParams((current) => ({ ...current, sort, page: 1 })),
      setSearch: (search) => setParams((current) => ({ ...current, search, page: 1 })),
      setFilter: (name, value) =>
        setParams((current) => ({
          ...current,
          page: 1,
          filters: { ...current.filters, [name]: value || undefined },
        })),
      setFilters: (values) =>
        setParams((current) => ({ ...current, page: 1, filters: { ...current.filters, ...values } })),
      resetFilters: () => setParams((current) => ({ ...current, page: 1, search: '', filters: {} })),
    }),
    [params, config],
  );
}
