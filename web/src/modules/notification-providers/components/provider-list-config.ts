import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const PROVIDER_FILTERS = ['type', 'health', 'enabled'] as const;
export type ProviderFilterName = (typeof PROVIDER_FILTERS)[number];

/** The providers list in the URL: ProviderListQuerySchema's filters and sort, by priority first (the failover order). */
export const PROVIDER_LIST_CONFIG: ListParamsConfig<ProviderFilterName> = {
  filters: PROVIDER_FILTERS,
  sortFields: ['priority', 'name', 'created_at', 'id'],
  defaultSort: 'priority',
};
