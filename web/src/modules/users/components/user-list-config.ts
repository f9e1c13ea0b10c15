import { USER_SORT_FIELDS } from '@pickleball/domain';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const USER_FILTERS = ['role', 'is_active', 'email_verified', 'created_from', 'created_to'] as const;
export type UserFilterName = (typeof USER_FILTERS)[number];

/** The users list in the URL: the API's filters, its sort fields and its default order (newest first). */
export const USER_LIST_CONFIG: ListParamsConfig<UserFilterName> = {
  filters: USER_FILTERS,
  sortFields: USER_SORT_FIELDS,
  defaultSort: '-id',
};

/** The query parameter that opens a user's detail drawer over the list (bookmarkable). */
export const VIEW_PARAM = 'view';
