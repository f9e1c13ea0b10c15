import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const ROLE_FILTERS = ['permission', 'has_users'] as const;
export type RoleFilterName = (typeof ROLE_FILTERS)[number];

/** The roles list in the URL: the API's filters, sort fields and default order (by name). */
export const ROLE_LIST_CONFIG: ListParamsConfig<RoleFilterName> = {
  filters: ROLE_FILTERS,
  sortFields: ['name', 'display_name', 'users_count', 'created_at'],
  defaultSort: 'name',
};
