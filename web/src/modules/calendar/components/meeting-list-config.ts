import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const MEETING_FILTERS = ['type', 'status', 'priority', 'mine', 'recurring'] as const;
export type MeetingFilterName = (typeof MEETING_FILTERS)[number];

/** The meetings list in the URL: the API's filters and sort fields (MeetingListQuerySchema), latest start first. */
export const MEETING_LIST_CONFIG: ListParamsConfig<MeetingFilterName> = {
  filters: MEETING_FILTERS,
  sortFields: ['start_at', 'title', 'created_at', 'priority'],
  defaultSort: '-start_at',
};
