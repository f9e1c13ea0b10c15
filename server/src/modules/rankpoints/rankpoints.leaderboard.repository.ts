/**
 * The leaderboard's reads (rankpoints.leaderboard.ts says how a page is answered): the filtered
 * players, a page of them from the board's index, the counts of players placed before given
 * places, and the total. Everything is read from the board's indexes (listed, rating going down,
 * player; migration 2026_11_27_0052), never by ranking every player.
 */
import { AGE_BANDS, type AgeBand, type LeaderboardQuery } from '@pickleball/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { matchesSearch, searchForPage } from '../../db/search';

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
export interface Place {
  rating: number;
  userId: number;
}

export type RatingColumn =
  | 'single_rating'
  | 'double_rating'
  | 'single_rating_week_ago'
  | 'double_rating_week_ago';

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
export function filteredPlayers(db: Db, query: LeaderboardQuery) {
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

export type RatedPlayers = ReturnType<typeof filteredPlayers>;

/** Is `a` placed before `b`? */
const placedBefore = (a: Place, b: Place) =>
  a.rating > b.rating || (a.rating === b.rating && a.userId < b.userId);

/**
 * For each place, the `players` before it under `column`: the players before the first of the
 * places (one plain count, index-only on the whole board), then, in one pass over the few
 * between the first and the furthest, those before each place.
 */
export async function countBefore(
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

/** The players the filters keep who are rated under `column`. */
export function ratedPlayers(db: Db, query: LeaderboardQuery, column: 'single_rating' | 'double_rating') {
  return filteredPlayers(db, query).where(`rank_points.${column}`, 'is not', null);
}

/**
 * Of these players, those the search finds: the users are joined and read in the board's order,
 * stopping at the page. (The cast: a page selects only rank_points' columns, which the joined
 * query has too.)
 */
export async function searchedPlayers(db: Db, rated: RatedPlayers, term: string): Promise<RatedPlayers> {
  return rated
    .innerJoin('users', 'users.id', 'rank_points.user_id')
    .where(await searchForPage(db, 'users', term, 'users')) as unknown as RatedPlayers;
}

/**
 * A page of the board: `limit` of the `shown` players from the board's index alone (their place
 * is all it holds), after a place or past `offset`, then their records in that order, with the
 * rating, matches and week-ago rating of the match type. Skipping 50,000 places reads 50,000
 * index entries instead of 50,000 rows to sort.
 */
export function findBoardPage(
  db: Db,
  shown: RatedPlayers,
  columns: {
    rating: 'single_rating' | 'double_rating';
    matches: 'single_matches' | 'double_matches';
    weekAgo: 'single_rating_week_ago' | 'double_rating_week_ago';
  },
  limit: number,
  from: Place | null,
  offset: number,
) {
  const column = columns.rating;
  let onPage = shown
    .select('rank_points.user_id')
    .orderBy(`rank_points.${column}`, 'desc')
    .orderBy('rank_points.user_id', 'asc')
    .limit(limit);
  if (from) onPage = onPage.where(after(column, from));
  else if (offset > 0) onPage = onPage.offset(offset);
  return db
    .selectFrom('rank_points')
    .select([
      'rank_points.id',
      'rank_points.user_id',
      'rank_points.type',
      `rank_points.${column} as rating`,
      `rank_points.${columns.matches} as matches`,
      `rank_points.${columns.weekAgo} as rating_week_ago`,
    ])
    .where('rank_points.user_id', 'in', onPage)
    .orderBy(`rank_points.${column}`, 'desc')
    .orderBy('rank_points.user_id', 'asc')
    .execute();
}

/**
 * How many of the `rated` players the board shows: those the search finds, or all of them. On
 * PostgreSQL a bounded count of the whole board in its order is an index-only scan of the
 * board's index; left to choose, the planner read the table, whose first pages may hold few
 * rated players. (With the profile's filters, `profiled`, its own choice is the better one.)
 */
export function countBoard(
  db: Db,
  rated: RatedPlayers,
  column: 'single_rating' | 'double_rating',
  term: string,
  profiled: boolean,
): Promise<Total> {
  const counted = term
    ? rated
        .innerJoin('users', 'users.id', 'rank_points.user_id')
        .where(matchesSearch(db, 'users', term, 'users'))
    : dialectOf(db) === 'postgres' && !profiled
      ? rated.orderBy(`rank_points.${column}`, 'desc').orderBy('rank_points.user_id')
      : rated;
  return countRows(db, counted);
}

/** The names and usernames of these players (`{ id, name, username }`). */
export function findPlayerNames(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('id', 'in', [...userIds])
    .execute();
}
