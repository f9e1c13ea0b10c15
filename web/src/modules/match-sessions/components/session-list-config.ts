import { MATCH_SESSION_SORT_FIELDS } from '@pickleball/domain/match-sessions/match-sessions.schemas';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

/** The list's filters by the API's names: status, type, and the days (`from`, `to`) the evenings fall on. */
export const SESSION_FILTERS = ['status', 'match_type', 'from', 'to'] as const;
export type SessionFilterName = (typeof SESSION_FILTERS)[number];

/** The sessions list in the URL: MatchSessionListQuerySchema's filters and sort, the latest evening first. */
export const SESSION_LIST_CONFIG: ListParamsConfig<SessionFilterName> = {
  filters: SESSION_FILTERS,
  sortFields: MATCH_SESSION_SORT_FIELDS,
  defaultSort: '-starts_at',
};
