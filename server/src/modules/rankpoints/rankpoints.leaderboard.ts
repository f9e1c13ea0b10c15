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
  encodeListCursor,
  foldForSearch,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type RankpointType,
} from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { listPageMeta, listWindow } from '../../platform/list-page';
import { baselineColumn, currentBaseline } from './rankpoints.baseline';
import {
  countBefore,
  countBoard,
  filteredPlayers,
  findBoardPage,
  findPlayerNames,
  ratedPlayers,
  searchedPlayers,
} from './rankpoints.leaderboard.repository';
import { num } from './rankpoints.mapper';
import { matchesColumn, ratingColumn } from './rankpoints.service';

/** Ranked players of a match type, with the places they moved since last week. */
export async function getLeaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const column = ratingColumn(query.match_type);
  const weekAgo = baselineColumn(query.match_type);
  const window = listWindow(query, `rank:${query.match_type}`);
  await currentBaseline(ctx.db);
  const term = query.search ? foldForSearch(query.search) : '';

  const rated = ratedPlayers(ctx.db, query, column);
  // A search joins the users it reads (in the board's order, stopping at the page); without one
  // the page is read from the board's index alone, and its players' names after.
  const shown = term ? await searchedPlayers(ctx.db, rated, term) : rated;
  const from = window.after ? { rating: -Number(window.after.value), userId: window.after.id } : null;

  const filterKey = JSON.stringify({ ...query, page: undefined, per_page: undefined, cursor: undefined });
  const profiled = Boolean(query.gender || query.province_code || query.age_band);
  const [fetched, total] = await Promise.all([
    findBoardPage(
      ctx.db,
      shown,
      { rating: column, matches: matchesColumn(query.match_type), weekAgo },
      window.perPage + 1,
      from,
      window.offset,
    ),
    ctx.services.counts.get('rank_points', filterKey, () =>
      countBoard(ctx.db, rated, column, term, profiled),
    ),
  ]);
  const rows = fetched.slice(0, window.perPage);
  const players = new Map(
    rows.length === 0
      ? []
      : (
          await findPlayerNames(
            ctx.db,
            rows.map((row) => row.user_id),
          )
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
