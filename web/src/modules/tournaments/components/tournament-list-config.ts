import { TOURNAMENT_SORT_FIELDS } from '@pickleball/domain';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const TOURNAMENT_FILTERS = [
  'status',
  'type',
  'format',
  'is_public',
  'is_free',
  'is_active',
  'archived',
  'from',
  'to',
] as const;
export type TournamentFilterName = (typeof TOURNAMENT_FILTERS)[number];

/** The tournaments list in the URL: the API's filters and sort fields (TournamentListQuerySchema). */
export const TOURNAMENT_LIST_CONFIG: ListParamsConfig<TournamentFilterName> = {
  filters: TOURNAMENT_FILTERS,
  sortFields: TOURNAMENT_SORT_FIELDS,
  defaultSort: '-start_date',
};
