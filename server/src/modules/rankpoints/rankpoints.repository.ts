/**
 * Rank points storage: the records with their players, the ratings' history, and the leaderboard's
 * baseline (the week-ago ratings, rankpoints.baseline.ts). The leaderboard's own reads are in
 * rankpoints.leaderboard.repository.ts.
 */
import {
  foldForSearch,
  type RankpointListQuery,
  type RatingMatchType,
  type RatingSource,
} from '@pickleball/domain';
import { type Insertable, sql, type Updateable } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { RankPointsTable } from './rankpoints.table';

const BASELINE_ID = 1;

function rankpointsWithPlayers(db: Db) {
  return db
    .selectFrom('rank_points')
    .innerJoin('users', 'users.id', 'rank_points.user_id')
    .selectAll('rank_points')
    .select(['users.name as player_name', 'users.username as player_username']);
}
export type RankpointRow = Awaited<
  ReturnType<ReturnType<typeof rankpointsWithPlayers>['executeTakeFirstOrThrow']>
>;

/** A rank point with its player's name and username, or undefined. */
export function findRankpointRow(db: Db, id: number): Promise<RankpointRow | undefined> {
  return rankpointsWithPlayers(db).where('rank_points.id', '=', id).executeTakeFirst();
}

type RankpointFilters = Omit<RankpointListQuery, 'page' | 'per_page' | 'cursor'>;

/** The rank points a list (or its export) filters for, with their players. */
function filteredRankpoints(db: Db, query: RankpointFilters) {
  let base = rankpointsWithPlayers(db);
  if (query.search) base = base.where(matchesSearch(db, 'users', foldForSearch(query.search)));
  if (query.type) base = base.where('rank_points.type', '=', query.type);
  if (query.status) base = base.where('rank_points.status', '=', query.status);
  return base;
}

/** How many rank points the list's filters keep. */
export function countRankpoints(db: Db, query: RankpointFilters): Promise<Total> {
  return countRows(db, filteredRankpoints(db, query));
}

/** One page of rank points and one row more (see db/keyset.ts), by offset or after a cursor. */
export function findRankpointPage(db: Db, query: RankpointFilters, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: `rank_points.${field}`,
    id: 'rank_points.id',
    direction,
    nullable: field === 'single_rating' || field === 'double_rating',
  };
  return keysetPage(filteredRankpoints(db, query), key, start).execute();
}

/** A rank point's history, oldest first, each change with its changer's name. */
export function findRatingHistory(db: Db, rankPointId: number) {
  return db
    .selectFrom('rating_history')
    .leftJoin('users', 'users.id', 'rating_history.changed_by')
    .selectAll('rating_history')
    .select('users.name as changer_name')
    .where('rating_history.rank_point_id', '=', rankPointId)
    .orderBy('rating_history.changed_at')
    .orderBy('rating_history.id')
    .execute();
}

/** Keeps a change of a rating in its history, stamped now. */
export async function insertRatingHistory(
  db: Db,
  entry: {
    rankPointId: number;
    matchType: RatingMatchType;
    previous: number | null;
    rating: number;
    source: RatingSource;
    reason: string | null;
    matchId?: number | null;
    by: number | null;
  },
) {
  await db
    .insertInto('rating_history')
    .values({
      rank_point_id: entry.rankPointId,
      match_type: entry.matchType,
      previous_rating: entry.previous,
      new_rating: entry.rating,
      source: entry.source,
      reason: entry.reason,
      match_id: entry.matchId ?? null,
      changed_by: entry.by,
      changed_at: nowIso(),
    })
    .execute();
}

/** The user's id (`{ id }`), or undefined when there is no such user. */
export function findUserId(db: Db, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}

/** The id of the user's rank point (`{ id }`), or undefined when they have none. */
export function findRankpointIdOfUser(db: Db, userId: number) {
  return db.selectFrom('rank_points').select('id').where('user_id', '=', userId).executeTakeFirst();
}

/** The user's rank point, or undefined when they have none. */
export function findRankpointOfUser(db: Db, userId: number) {
  return db.selectFrom('rank_points').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a rank point; answers its id. */
export async function insertRankpoint(db: Db, values: Insertable<RankPointsTable>): Promise<number> {
  const { id } = await db.insertInto('rank_points').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Gives a player without a record one (proposed, active, unrated); answers the stored row. */
export async function insertProposedRankpoint(db: Db, userId: number, now: string) {
  await db
    .insertInto('rank_points')
    .values({
      user_id: userId,
      type: 'propose',
      single_rating: null,
      double_rating: null,
      status: 'active',
      change_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return db.selectFrom('rank_points').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** Changes a rank point's columns. */
export async function updateRankpointRow(
  db: Db,
  id: number,
  values: Updateable<RankPointsTable>,
): Promise<void> {
  await db.updateTable('rank_points').set(values).where('id', '=', id).execute();
}

/** The baseline in place (`{ as_of }`), or undefined before the first one. */
export function findBaselineAsOf(db: Db) {
  return db.selectFrom('rating_baselines').select('as_of').where('id', '=', BASELINE_ID).executeTakeFirst();
}

/** The baseline in place and the one a refresh is queued for (`{ as_of, queued_for }`), or undefined. */
export function findBaselineState(db: Db) {
  return db
    .selectFrom('rating_baselines')
    .select(['as_of', 'queued_for'])
    .where('id', '=', BASELINE_ID)
    .executeTakeFirst();
}

/**
 * Sets `column` (a baseline rating column) of every rank point to its `matchType` rating as of
 * `asOf`, writing only the values that differ; after a `previous` baseline earlier than `asOf`,
 * only those of players whose rating changed since.
 */
export async function updateBaselineRatings(
  db: Db,
  matchType: string,
  column: string,
  asOf: string,
  previous: string | null,
): Promise<void> {
  const ratingThen = sql<number | null>`(
        select rating_history.new_rating from rating_history
        where rating_history.rank_point_id = rank_points.id
          and rating_history.match_type = ${matchType}
          and rating_history.changed_at <= ${asOf}
        order by rating_history.changed_at desc, rating_history.id desc
        limit 1)`;
  let moved = db
    .updateTable('rank_points')
    .set({ [column]: ratingThen })
    .where(sql<boolean>`${sql.ref(`rank_points.${column}`)} is distinct from ${ratingThen}`);
  // Moving forward, only the ratings changed since the previous baseline can differ (a change
  // is recorded when it is made, after every baseline there has been); otherwise all are read.
  if (previous && previous < asOf)
    moved = moved.where((eb) =>
      eb.exists(
        eb
          .selectFrom('rating_history')
          .select('rating_history.id')
          .whereRef('rating_history.rank_point_id', '=', 'rank_points.id')
          .where('rating_history.match_type', '=', matchType)
          .where('rating_history.changed_at', '>', previous)
          .where('rating_history.changed_at', '<=', asOf),
      ),
    );
  await moved.execute();
}

/** Records `asOf` as the baseline in place, refreshed `now`, with no refresh queued. */
export async function saveBaseline(db: Db, asOf: string, now: string): Promise<void> {
  await db
    .insertInto('rating_baselines')
    .values({ id: BASELINE_ID, as_of: asOf, queued_for: null, refreshed_at: now })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ as_of: asOf, queued_for: null, refreshed_at: now }),
    )
    .execute();
}

/**
 * Claims the refresh to `wanted` unless one to it (or later) is already queued; answers the
 * update's result (one row updated: this caller claimed it).
 */
export function claimBaselineRefresh(db: Db, wanted: string) {
  return db
    .updateTable('rating_baselines')
    .set({ queued_for: wanted })
    .where('id', '=', BASELINE_ID)
    .where((eb) => eb.or([eb('queued_for', 'is', null), eb('queued_for', '<', wanted)]))
    .executeTakeFirst();
}
