import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const DEVICE_FILTERS = ['status', 'platform', 'app_version', 'recently_active', 'archived'] as const;
export type DeviceFilterName = (typeof DEVICE_FILTERS)[number];

/** The devices list in the URL: the API's filters and sort fields (DeviceListQuerySchema), latest activity first. */
export const DEVICE_LIST_CONFIG: ListParamsConfig<DeviceFilterName> = {
  filters: DEVICE_FILTERS,
  sortFields: ['name', 'last_active_at', 'registered_at', 'app_version', 'sort_order'],
  defaultSort: '-last_active_at',
};
