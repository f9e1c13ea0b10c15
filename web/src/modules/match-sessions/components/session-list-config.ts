import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const SESSION_FILTERS = ['status', 'match_type'] as const;
export type SessionFilterName = (typeof SESSION_FILTERS)[number];

/** The sessions list in the URL: MatchSessionListQuerySchema's filters and sort, the newest first. */
export const SESSION_LIST_CONFIG: ListParamsConfig<SessionFilterName> = {
  filters: SESSION_FILTERS,
  sortFields: ['created_at', 'name', 'status', 'id'],
  defaultSort: '-created_at',
};
