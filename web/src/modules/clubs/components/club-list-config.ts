import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const CLUB_FILTERS = ['status', 'court_id', 'province_code', 'day'] as const;
export type ClubFilterName = (typeof CLUB_FILTERS)[number];

/** The clubs list in the URL: the API's filters and sort fields (ClubListQuerySchema), by name first. */
export const CLUB_LIST_CONFIG: ListParamsConfig<ClubFilterName> = {
  filters: CLUB_FILTERS,
  sortFields: ['name', 'member_count', 'created_at'],
  defaultSort: 'name',
};
