import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const STATIC_PAGE_FILTERS = ['type', 'language', 'is_active'] as const;
export type StaticPageFilterName = (typeof STATIC_PAGE_FILTERS)[number];

/** The pages list in the URL: StaticPageListQuerySchema's filters and sort, the latest change first. */
export const STATIC_PAGE_LIST_CONFIG: ListParamsConfig<StaticPageFilterName> = {
  filters: STATIC_PAGE_FILTERS,
  sortFields: ['title', 'key', 'updated_at', 'created_at', 'id'],
  defaultSort: '-updated_at',
};
