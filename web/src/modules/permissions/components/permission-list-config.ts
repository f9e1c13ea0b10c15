import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const PERMISSION_FILTERS = ['group', 'role', 'assigned'] as const;
export type PermissionFilterName = (typeof PERMISSION_FILTERS)[number];

/** The permissions list in the URL: the API's filters, sort fields and default order (by name). */
export const PERMISSION_LIST_CONFIG: ListParamsConfig<PermissionFilterName> = {
  filters: PERMISSION_FILTERS,
  sortFields: ['name', 'group', 'created_at'],
  defaultSort: 'name',
};
