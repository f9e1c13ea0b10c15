import { REGISTRATION_SORT_FIELDS } from '@pickleball/domain';
import type { ListParamsConfig } from '../../../../components/data-table/list-params';

export const REGISTRATION_FILTERS = ['status', 'payment_status'] as const;
export type RegistrationFilterName = (typeof REGISTRATION_FILTERS)[number];

/** A tournament's entries in the URL (beside `?tab=`): the API's filters and sort fields, first entered first. */
export const REGISTRATION_LIST_CONFIG: ListParamsConfig<RegistrationFilterName> = {
  filters: REGISTRATION_FILTERS,
  sortFields: REGISTRATION_SORT_FIELDS,
  defaultSort: 'registered_at',
  defaultPageSize: 25,
};
