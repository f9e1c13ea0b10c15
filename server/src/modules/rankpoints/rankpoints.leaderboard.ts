/**
 * The leaderboard (issue 7 §4): ranked players of a match type, filtered, with the places they
 * moved since last week.
 *
 * A place is (rating going down, then player id). Everything is read from the board's indexes
 * (listed, rating going down, player; migration 2026_11_27_0052), never by ranking every player
 * (issue 19); `listed` (an active record of an active user) spares the counts a join to users:
 * - the page: the filtered players from the cursor's place on (or past the offset), one page;
 * - each shown player's rank: without a search, the page's first row is the offset's (the page
 *   number's, for a cursor too) next place. A search only picks the rows shown, so their ranks
 *   are counted (countBefore): the players before the first shown, then the few between the
 *   shown ones, reading the index no further than the page's last row;
 * - last week's rank: the same count over the ratings at the baseline (rankpoints.baseline.ts),
 *   index-only on the whole board; a page's players near the top moved a few places, so it
 *   reads a few index entries.
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
import { dialectOf } from '../../db/dialect';
import { matchesSearch, searchForPage } from '../../db/search';
import type { ServiceContext } from '../../platform/context';
import { listPageMeta, listWindow } from '../../platform/list-page';
import { baselineColumn, currentBaseline } from './rankpoints.baseline';
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

/**
 * The players on the leaderboard the filters keep (a search aside). The profile's filters are a
 * semi-join, so the board's indexes (listed, rating, player) still give the order.
 */
function filteredPlayers(db: Db, query: LeaderboardQuery) {
  let players = db.selectFrom('rank_points').where('rank_points.listed', '=', true);
  if (query.type) players = players.where('rank_points.type', '=', query.type);
  if (query.gender || query.province_code || query.age_band) {
    let profiles = db.selectFrom('profiles').select('profiles.user_id');
    if (query.gender) profiles = profiles.where('profiles.gender', '=', query.gender);
    if (query.province_code) profiles = profiles.where('profiles.province_code', '=', query.province_code);
    if (query.age_band && (AGE_BANDS as readonly string[]).includes(query.age_band)) {
      const range = ageBandRange(query.age_band, new Date());
      if (range.born_after) profiles = profiles.where('profiles.date_of_birth', '>', range.born_after);
      if (range.born_on_or_before)
        profiles = profiles.where('profiles.date_of_birth', '<=', range.born_on_or_before);
    }
    players = players.where('rank_points.user_id', 'in', profiles);
  }
  return players;
}

type RatedPlayers = ReturnType<typeof filteredPlayers>;

/** Is `a` placed before `b`? */
const placedBefore = (a: Place, b: Place) =>
  a.rating > b.rating || (a.rating === b.rating && a.userId < b.userId);

/**
 * For each place, the `players` before it under `column`: the players before the first of the
 * places (one plain count, index-only on the whole board), then, in one pass over the few
 * between the first and the furthest, those before each place.
 */
async function countBefore(
  players: RatedPlayers,
  column: RatingColumn,
  places: readonly Place[],
): Promise<number[]> {
  if (places.length === 0) return [];
  const first = places.reduce((best, place) => (placedBefore(place, best) ? place : best));
  const furthest = places.reduce((last, place) => (placedBefore(last, place) ? place : last));
  const rating = sql.ref(`rank_points.${column}`);
  const above = players
    .where(rating, '>=', stored(first.rating))
    .where(before(column, first))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const between = players
    .where(rating, '<=', stored(first.rating))
    .where(rating, '>=', stored(furthest.rating))
    .where(sql<SqlBool>`not ${before(column, first)}`)
    .where(before(column, furthest))
    .select(
      places.map((place, index) =>
        sql<number>`sum(case when ${before(column, place)} then 1 else 0 end)`.as(`before_${index}`),
      ),
    )
    .executeTakeFirst() as Promise<Record<string, unknown> | undefined>;
  const [aboveFirst, betweenRow] = await Promise.all([above, between]);
  const base = Number(aboveFirst?.total ?? 0);
  return places.map((_, index) => base + Number(betweenRow?.[`before_${index}`] ?? 0));
}

/** Ranked players of a match type, with the places they moved since last week. */
export async function getLeaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const column = ratingColumn(query.match_type);
  const weekAgo = baselineColumn(query.match_type);
  const window = listWindow(query, `rank:${query.match_type}`);
  await currentBaseline(ctx.db);
  const term = query.search ? foldForSearch(query.search) : '';

  const rated = filteredPlayers(ctx.db, query).where(`rank_points.${column}`, 'is not', null);
  const withUsers = rated.innerJoin('users', 'users.id', 'rank_points.user_id');
  // A search joins the users it reads (in the board's order, stopping at the page); without one
  // the page is read from the board's index alone, and its players' names after. (The cast: the
  // page selects only rank_points' columns, which the joined query has too.)
  const shown = term
    ? (withUsers.where(await searchForPage(ctx.db, 'users', term, 'users')) as unknown as typeof rated)
    : rated;
  // The page's players from the board's index alone (their place is all it holds), then their
  // records: skipping 50,000 places reads 50,000 index entries instead of 50,000 rows to sort.
  let onPage = shown
    .select('rank_points.user_id')
    .orderBy(`rank_points.${column}`, 'desc')
    .orderBy('rank_points.user_id', 'asc')
    .limit(window.perPage + 1);
  if (window.after)
    onPage = onPage.where(after(column, { rating: -Number(window.after.value), userId: window.after.id }));
  else if (window.offset > 0) onPage = onPage.offset(window.offset);
  const page = ctx.db
    .selectFrom('rank_points')
    .select([
      'rank_points.id',
      'rank_points.user_id',
      'rank_points.type',
      `rank_points.${column} as rating`,
      `rank_points.${matchesColumn(query.match_type)} as matches`,
      `rank_points.${weekAgo} as rating_week_ago`,
    ])
    .where('rank_points.user_id', 'in', onPage)
    .orderBy(`rank_points.${column}`, 'desc')
    .orderBy('rank_points.user_id', 'asc');

  const filterKey = JSON.stringify({ ...query, page: undefined, per_page: undefined, cursor: undefined });
  const profiled = Boolean(query.gender || query.province_code || query.age_band);
  const counted = term
    ? withUsers.where(matchesSearch(ctx.db, 'users', term, 'users'))
    : // On PostgreSQL a bounded count of the whole board in its order is an index-only scan of the
      // board's index; left to choose, the planner read the table, whose first pages may hold
      // few rated players. (With the profile's filters its own choice is the better one.)
      dialectOf(ctx.db) === 'postgres' && !profiled
      ? rated.orderBy(`rank_points.${column}`, 'desc').orderBy('rank_points.user_id')
      : rated;
  const [fetched, total] = await Promise.all([
    page.execute(),
    ctx.services.counts.get('rank_points', filterKey, () => countRows(ctx.db, counted)),
  ]);
  const rows = fetched.slice(0, window.perPage);
  const players = new Map(
    rows.length === 0
      ? []
      : (
          await ctx.db
            .selectFrom('users')
            .select(['id', 'name', 'username'])
            .where(
              'id',
              'in',
              rows.map((row) => row.user_id),
            )
            .execute()
        ).map((user) => [user.id, user]),
  );
  const places = rows.map((row) => ({ rating: Number(row.rating), userId: row.user_id }));

  const ratedThen = rows.filter((row) => row.rating_week_ago !== null);
  const [ahead, aheadThen] = await Promise.all([
    term ? countBefore(rated, column, places) : places.map((_, index) => window.offset + index),
    // Last week's places among the players on the board rated then (a rating, once given, is
    // never taken away, so they are rated now too).
    countBefore(
      filteredPlayers(ctx.db, query),
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
      player: {
        id: row.user_id,
        name: players.get(row.user_id)?.name ?? '',
        username: players.get(row.user_id)?.username ?? '',
      },
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
