import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const COURT_REQUEST_FILTERS = ['status', 'urgent'] as const;
export type CourtRequestFilterName = (typeof COURT_REQUEST_FILTERS)[number];

/** `urgent` is the API's "pending first, longest waiting at the top" order. */
export const URGENT_FIRST_SORT = 'urgent';

/** The requests list in the URL: the API's filters and sorts, newest first by default. */
export const COURT_REQUEST_LIST_CONFIG: ListParamsConfig<CourtRequestFilterName> = {
  filters: COURT_REQUEST_FILTERS,
  sortFields: ['urgent', 'created_at', 'reference'],
  defaultSort: '-created_at',
};
