import { COURT_SORT_FIELDS } from '@pickleball/domain';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const COURT_FILTERS = [
  'status',
  'province_code',
  'ward_code',
  'surface_type',
  'amenity',
  'facility',
  'is_active',
] as const;
export type CourtFilterName = (typeof COURT_FILTERS)[number];

/** The courts list in the URL: the API's filters and sort fields, and its default order (sort order). */
export const COURT_LIST_CONFIG: ListParamsConfig<CourtFilterName> = {
  filters: COURT_FILTERS,
  sortFields: COURT_SORT_FIELDS,
  defaultSort: 'sort_order',
};
