import type { ListParamsConfig } from '../../../components/data-table/list-params';

export const RANKPOINT_FILTERS = ['type', 'status'] as const;
export type RankpointFilterName = (typeof RANKPOINT_FILTERS)[number];

/** The rank points list in the URL: the API's filters, its sort fields and its default order. */
export const RANKPOINT_LIST_CONFIG: ListParamsConfig<RankpointFilterName> = {
  filters: RANKPOINT_FILTERS,
  sortFields: ['single_rating', 'double_rating', 'updated_at', 'id'],
  defaultSort: '-updated_at',
};

export const LEADERBOARD_FILTERS = ['type', 'gender', 'province_code', 'age_band'] as const;
export type LeaderboardFilterName = (typeof LEADERBOARD_FILTERS)[number];

/**
 * The leaderboard's filters in the URL; the API ranks, so no sort. The singles/doubles tab is
 * `match_type` in the URL too, kept apart so that clearing the filters stays on the tab.
 */
export const LEADERBOARD_CONFIG: ListParamsConfig<LeaderboardFilterName> = {
  filters: LEADERBOARD_FILTERS,
  sortFields: [],
  defaultPageSize: 25,
};
