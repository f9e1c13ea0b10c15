/** The leaderboard (issue 7 §4): ranked players of a match type, filtered, with their movement since a week ago. */
import {
  AGE_BANDS,
  type AgeBand,
  foldForSearch,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type RankpointType,
} from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { listWindow, pageOfArray } from '../../platform/list-page';
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

/** Ranked players of a match type, with the places they moved since a week ago. */
export async function getLeaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const column = ratingColumn(query.match_type);
  const counter = matchesColumn(query.match_type);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  let base = ctx.db
    .selectFrom('rank_points')
    .innerJoin('users', 'users.id', 'rank_points.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'rank_points.user_id')
    .where(`rank_points.${column}`, 'is not', null)
    .where('rank_points.status', '=', 'active')
    .where('users.is_active', '=', true);
  if (query.type) base = base.where('rank_points.type', '=', query.type);
  if (query.gender) base = base.where('profiles.gender', '=', query.gender);
  if (query.province_code) base = base.where('profiles.province_code', '=', query.province_code);
  if (query.age_band && (AGE_BANDS as readonly string[]).includes(query.age_band)) {
    const range = ageBandRange(query.age_band, new Date());
    if (range.born_after) base = base.where('profiles.date_of_birth', '>', range.born_after);
    if (range.born_on_or_before) base = base.where('profiles.date_of_birth', '<=', range.born_on_or_before);
  }
  const rows = await base
    .select([
      'rank_points.id',
      'rank_points.user_id',
      'rank_points.type',
      `rank_points.${column} as rating`,
      `rank_points.${counter} as matches`,
      'users.name',
      'users.username',
      'users.search_text',
    ])
    .select((eb) =>
      eb
        .selectFrom('rating_history')
        .select('rating_history.new_rating')
        .whereRef('rating_history.rank_point_id', '=', 'rank_points.id')
        .where('rating_history.match_type', '=', query.match_type)
        .where('rating_history.changed_at', '<=', weekAgo)
        .orderBy('rating_history.changed_at', 'desc')
        .orderBy('rating_history.id', 'desc')
        .limit(1)
        .as('rating_week_ago'),
    )
    .execute();
  const byRating = (key: 'rating' | 'rating_week_ago') =>
    rows
      .filter((row) => row[key] !== null)
      .sort((a, b) => Number(b[key]) - Number(a[key]) || a.user_id - b.user_id)
      .map((row) => row.user_id);
  const previousRank = new Map(byRating('rating_week_ago').map((userId, index) => [userId, index + 1]));
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  const ranked = byRating('rating').map((userId) => byUser.get(userId) as (typeof rows)[number]);
  const entries: LeaderboardEntry[] = ranked.map((row, index) => {
    const before = previousRank.get(row.user_id);
    return {
      rank: index + 1,
      rankpoint_id: row.id,
      movement: before === undefined ? null : before - (index + 1),
      player: { id: row.user_id, name: row.name, username: row.username },
      type: row.type as RankpointType,
      rating: num(row.rating) as number,
      matches: Number(row.matches),
    };
  });
  // A search keeps each player's place in the whole leaderboard: it only picks the rows shown.
  const term = query.search ? foldForSearch(query.search) : '';
  const shown = term
    ? entries.filter((entry) => byUser.get(entry.player.id)?.search_text.includes(term))
    : entries;
  // A place on the leaderboard is (rating going down, player): the cursor's key.
  const window = listWindow(query, `rank:${query.match_type}`);
  const page = pageOfArray(window, shown, (entry) => [-entry.rating, entry.player.id], 'asc');
  return { data: page.rows, meta: page.meta };
}
