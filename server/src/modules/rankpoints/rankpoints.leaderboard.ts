/**
 * The leaderboard (issue 7 §4): ranked players of a match type, filtered, with the places they
 * moved since last week.
 *
 * A place is (rating going down, then player id). Everything is read from the indexes in that
 * order (migration 2026_11_27_0052), never by ranking every player (issue 19):
 * - the page: the filtered players from the cursor's place on (or past the offset), one page;
 * - each shown player's rank: without a search, the page's first row is the offset's (the page
 *   number's, for a cursor too) next place. A search only picks the rows shown, so their ranks
 *   are counted: one query counts, for every row of the page at once, the players before it,
 *   reading the index no further than the page's last row;
 * - last week's rank: on the whole leaderboard, the place stored at the baseline
 *   (rankpoints.baseline.ts); on a filtered one, the same count over the baseline ratings.
 */
import {
  AGE_BANDS,
  type AgeBand,
  encodeListCursor,
  foldForSearch,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type RankpointType,
} from '@pickleball/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { matchesSearch, searchForPage } from '../../db/search';
import type { ServiceContext } from '../../platform/context';
import { listPageMeta, listWindow } from '../../platform/list-page';
import { baselineColumn, baselineRankColumn, currentBaseline } from './rankpoints.baseline';
import { matchesColumn, num, ratingColumn } from './rankpoints.service';

function ageBandRange(band: AgeBand, today: Date): { born_after?: string; born_on_or_before?: string } {
  const years = (n: number) =>
    new Date(Date.UTC(today.getUTCFullYear() - n, today.getUTCMonth(), today.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  switch (band) {
    case 'under_18':
      return { born_after: years(18) };
    case '18_34':
      return { born_on_or_before: years(18), born_after: years(35) };
    case '35_49':
      return { born_on_or_before: years(35), born_after: years(50) };
    case '50_64':
      return { born_on_or_before: years(50), born_after: years(65) };
    default:
      return { born_on_or_before: years(65) };
  }
}

/** A player's place: rating (going down), then user id (going up). */
interface Place {
  rating: number;
  userId: number;
}

type RatingColumn = 'single_rating' | 'double_rating' | 'single_rating_week_ago' | 'double_rating_week_ago';

/**
 * The rating as the column stores it. PostgreSQL keeps `real` (4 bytes): a JavaScript number
 * compared as a double would miss the row it came from (3.726 is not 3.7260000705…).
 */
const stored = (rating: number) => sql`cast(${rating} as real)`;

/** Players placed before `place` under `column` (a range of the column's board index). */
function before(column: RatingColumn, place: Place): RawBuilder<SqlBool> {
  const rating = sql.ref(`rank_points.${column}`);
  return sql<SqlBool>`(${rating} > ${stored(place.rating)}
    or (${rating} = ${stored(place.rating)} and rank_points.user_id < ${place.userId}))`;
}

/**
 * Players placed after `place` under `column`. The first bound repeats what the `or` says, so
 * that PostgreSQL starts the index scan at the place instead of filtering the rows above it.
 */
function after(column: RatingColumn, place: Place): RawBuilder<SqlBool> {
  const rating = sql.ref(`rank_points.${column}`);
  return sql<SqlBool>`(${rating} <= ${stored(place.rating)} and (${rating} < ${stored(place.rating)}
    or (${rating} = ${stored(place.rating)} and rank_points.user_id > ${place.userId})))`;
}

/** The players the filters keep (a search aside), rated in the match type. */
function filteredPlayers(db: Db, query: LeaderboardQuery) {
  let base = db
    .selectFrom('rank_points')
    .innerJoin('users', 'users.id', 'rank_points.user_id')
    .where('rank_points.status', '=', 'active')
    .where('users.is_active', '=', true);
  if (query.type) base = base.where('rank_points.type', '=', query.type);
  if (query.gender || query.province_code || query.age_band) {
    let profiled = base.innerJoin('profiles', 'profiles.user_id', 'rank_points.user_id');
    if (query.gender) profiled = profiled.where('profiles.gender', '=', query.gender);
    if (query.province_code) profiled = profiled.where('profiles.province_code', '=', query.province_code);
    if (query.age_band && (AGE_BANDS as readonly string[]).includes(query.age_band)) {
      const range = ageBandRange(query.age_band, new Date());
      if (range.born_after) profiled = profiled.where('profiles.date_of_birth', '>', range.born_after);
      if (range.born_on_or_before)
        profiled = profiled.where('profiles.date_of_birth', '<=', range.born_on_or_before);
    }
    return profiled;
  }
  return base;
}

type RatedPlayers = ReturnType<typeof filteredPlayers>;

/**
 * For each place, the `players` before it under `column`, in one pass over the index up to the
 * furthest place (which needs no bound of its own: every other is before it).
 */
async function countBefore(
  players: RatedPlayers,
  column: RatingColumn,
  places: readonly Place[],
): Promise<number[]> {
  if (places.length === 0) return [];
  const furthest = places.reduce((last, place) =>
    place.rating < last.rating || (place.rating === last.rating && place.userId > last.userId) ? place : last,
  );
  const counts = places.map((place, index) =>
    sql<number>`sum(case when ${before(column, place)} then 1 else 0 end)`.as(`before_${index}`),
  );
  const row = (await players
    .where(sql.ref(`rank_points.${column}`), '>=', stored(furthest.rating))
    .where(before(column, furthest))
    .select(counts)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return places.map((_, index) => Number(row?.[`before_${index}`] ?? 0));
}

/** Ranked players of a match type, with the places they moved since last week. */
export async function getLeaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const column = ratingColumn(query.match_type);
  const weekAgo = baselineColumn(query.match_type);
  const window = listWindow(query, `rank:${query.match_type}`);
  await currentBaseline(ctx.db);
  const term = query.search ? foldForSearch(query.search) : '';

  const rated = filteredPlayers(ctx.db, query).where(`rank_points.${column}`, 'is not', null);
  const shown = term ? rated.where(await searchForPage(ctx.db, 'users', term, 'users')) : rated;
  let page = shown
    .select([
      'rank_points.id',
      'rank_points.user_id',
      'rank_points.type',
      `rank_points.${column} as rating`,
      `rank_points.${matchesColumn(query.match_type)} as matches`,
      `rank_points.${weekAgo} as rating_week_ago`,
      `rank_points.${baselineRankColumn(query.match_type)} as rank_week_ago`,
      'users.name',
      'users.username',
    ])
    .orderBy(`rank_points.${column}`, 'desc')
    .orderBy('rank_points.user_id', 'asc')
    .limit(window.perPage + 1);
  if (window.after)
    page = page.where(after(column, { rating: -Number(window.after.value), userId: window.after.id }));
  else if (window.offset > 0) page = page.offset(window.offset);

  const filterKey = JSON.stringify({ ...query, page: undefined, per_page: undefined, cursor: undefined });
  const counted = term ? rated.where(matchesSearch(ctx.db, 'users', term, 'users')) : rated;
  const [fetched, total] = await Promise.all([
    page.execute(),
    ctx.services.counts.get('rank_points', filterKey, () => countRows(ctx.db, counted)),
  ]);
  const rows = fetched.slice(0, window.perPage);
  const places = rows.map((row) => ({ rating: Number(row.rating), userId: row.user_id }));

  const wholeBoard = !query.type && !query.gender && !query.province_code && !query.age_band;
  const ratedThen = rows.filter((row) => (wholeBoard ? row.rank_week_ago : row.rating_week_ago) !== null);
  const [ahead, aheadThen] = await Promise.all([
    term ? countBefore(rated, column, places) : places.map((_, index) => window.offset + index),
    // Last week's places among the players rated now and then, as the page's players are.
    wholeBoard
      ? ratedThen.map((row) => Number(row.rank_week_ago) - 1)
      : countBefore(
          rated,
          weekAgo,
          ratedThen.map((row) => ({ rating: Number(row.rating_week_ago), userId: row.user_id })),
        ),
  ]);
  const rankThen = new Map(ratedThen.map((row, index) => [row.user_id, (aheadThen[index] as number) + 1]));

  const data: LeaderboardEntry[] = rows.map((row, index) => {
    const rank = (ahead[index] as number) + 1;
    const before = rankThen.get(row.user_id);
    return {
      rank,
      rankpoint_id: row.id,
      movement: before === undefined ? null : before - rank,
      player: { id: row.user_id, name: row.name, username: row.username },
      type: row.type as RankpointType,
      rating: num(row.rating) as number,
      matches: Number(row.matches),
    };
  });
  const last = places[places.length - 1];
  const nextCursor =
    fetched.length > window.perPage && last
      ? encodeListCursor({ s: window.sort, p: window.page + 1, k: [-last.rating, last.userId] })
      : null;
  return { data, meta: listPageMeta(window, total, data.length, nextCursor) };
}
