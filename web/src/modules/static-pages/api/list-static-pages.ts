import type { StaticPageSummary } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type StaticPageListParams, staticPageKeys } from '../static-pages.keys';

/** GET /static-pages: one page of rows (no content) under a search, type, language and status filters. */
export function listStaticPages(
  query: StaticPageListParams,
  signal?: AbortSignal,
): Promise<ListResponse<StaticPageSummary>> {
  return api.get<ListResponse<StaticPageSummary>>('/static-pages', { query, signal });
}

export function staticPagesQueryOptions(query: StaticPageListParams) {
  return queryOptions({
    queryKey: staticPageKeys.list(query),
    queryFn: ({ signal }) => listStaticPages(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaticPages(query: StaticPageListParams) {
  return useQuery(staticPagesQueryOptions(query));
}
