import type { Generated } from 'kysely';

export interface RankPointsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  single_rating: number | null;
  double_rating: number | null;
  single_matches: Generated<number>;
  double_matches: Generated<number>;
  /** The ratings at the leaderboard's baseline (rankpoints.baseline.ts), null for a player unrated then. */
  single_rating_week_ago: number | null;
  double_rating_week_ago: number | null;
  status: string;
  /** On the leaderboard: an `active` record of an active user (kept by triggers, migration 2026_11_27_0052). */
  listed: Generated<boolean>;
  change_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface RatingHistoryTable {
  id: Generated<number>;
  rank_point_id: number;
  match_type: string;
  previous_rating: number | null;
  new_rating: number;
  source: string;
  reason: string | null;
  match_id: number | null;
  changed_by: number | null;
  changed_at: string;
}

/** One row (id 1): the baseline the week-ago ratings hold, and the one a refresh is queued for. */
export interface RatingBaselinesTable {
  id: number;
  as_of: string | null;
  queued_for: string | null;
  refreshed_at: string | null;
}

declare module '../../db/database' {
  interface Database {
    rank_points: RankPointsTable;
    rating_history: RatingHistoryTable;
    rating_baselines: RatingBaselinesTable;
  }
}
