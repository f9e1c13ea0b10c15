import { MATCH_SORT_FIELDS } from '@pickleball/domain/matches/matches.schemas';
import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const MATCH_FILTERS = [
  'status',
  'discipline',
  'event',
  'player',
  'certified',
  'played_from',
  'played_to',
] as const;
export type MatchFilterName = (typeof MATCH_FILTERS)[number];

/** The matches list in the URL: the API's filters, its sort fields and its default order (latest played first). */
export const MATCH_LIST_CONFIG: ListParamsConfig<MatchFilterName> = {
  filters: MATCH_FILTERS,
  sortFields: MATCH_SORT_FIELDS,
  defaultSort: '-played_at',
};
