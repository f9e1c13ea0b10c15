/**
 * Rank points (SPEC §3 "Rank point"; issue 7 §3–4). Rules owned here:
 * - one record per player, with a singles and a doubles rating (2.000–8.000, three decimals);
 *   every change of a rating is kept in its history with the previous and new value, who made
 *   it and why (source initial, admin, match or tournament);
 * - when a match is approved its players' ratings of that match type move by the model in
 *   domain/src/rating, in the approval's transaction, linked to the match;
 * - the leaderboard (rankpoints.leaderboard.ts) ranks by rating with the movement since a week
 *   ago; screens hear of every change live (resource:rankpoints).
 */
import {
  RATING_DEFAULT,
  type Rankpoint,
  type RankpointInput,
  type RankpointListQuery,
  type RankpointUpdate,
  type RatingHistory,
  type RatingMatchType,
  type RatingSource,
  rateMatch,
  resourceRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { num, toRankpoint } from './rankpoints.mapper';
import {
  countRankpoints,
  findRankpointIdOfUser,
  findRankpointOfUser,
  findRankpointPage,
  findRankpointRow,
  findRatingHistory,
  findUserId,
  insertProposedRankpoint,
  insertRankpoint,
  insertRatingHistory,
  updateRankpointRow,
} from './rankpoints.repository';

export const ratingColumn = (type: RatingMatchType) =>
  type === 'singles' ? 'single_rating' : 'double_rating';
export const matchesColumn = (type: RatingMatchType) =>
  type === 'singles' ? 'single_matches' : 'double_matches';
async function loadRankpoint(db: Db, id: number) {
  const row = await findRankpointRow(db, id);
  if (!row) throw notFound();
  return toRankpoint(row);
}

export async function listRankpoints(ctx: ServiceContext, query: RankpointListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countRankpoints(ctx.db, query),
    findRankpointPage(ctx.db, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toRankpoint), meta };
}

export async function getRankpoint(ctx: ServiceContext, id: number) {
  const rankpoint = await loadRankpoint(ctx.db, id);
  const history = await findRatingHistory(ctx.db, id);
  return {
    ...rankpoint,
    history: history.map(
      (row): RatingHistory => ({
        id: row.id,
        match_type: row.match_type as RatingMatchType,
        previous_rating: num(row.previous_rating),
        new_rating: num(row.new_rating) as number,
        source: row.source as RatingSource,
        reason: row.reason,
        match_id: row.match_id,
        changed_by:
          row.changed_by !== null && row.changer_name ? { id: row.changed_by, name: row.changer_name } : null,
        changed_at: toIso(row.changed_at),
      }),
    ),
  };
}

function announce(ctx: ServiceContext, userIds: number[], source: RatingSource) {
  ctx.services.counts.invalidate('rank_points');
  ctx.services.realtime.publish(resourceRoom('rankpoints'), {
    type: 'rankpoint.updated',
    id: userIds[0] ?? 0,
    data: { user_ids: userIds, source },
  });
}

export async function createRankpoint(ctx: ServiceContext, input: RankpointInput): Promise<Rankpoint> {
  const actor = requireActor(ctx);
  const user = await findUserId(ctx.db, input.user_id);
  if (!user) throw fieldError('user_id', 'unknown_player');
  if (await findRankpointIdOfUser(ctx.db, input.user_id)) throw new AppError('rankpoint.exists');
  const now = nowIso();
  const id = await runChange(ctx, async (trx) => {
    const id = await insertRankpoint(trx, {
      user_id: input.user_id,
      type: input.type,
      single_rating: input.match_type === 'singles' ? input.rating : null,
      double_rating: input.match_type === 'doubles' ? input.rating : null,
      status: input.status,
      change_reason: input.change_reason,
      created_at: now,
      updated_at: now,
    });
    await insertRatingHistory(trx, {
      rankPointId: id,
      matchType: input.match_type,
      previous: null,
      rating: input.rating,
      source: 'initial',
      reason: input.change_reason,
      by: actor.id,
    });
    await recordAudit(trx, ctx, {
      model: 'rank_point',
      recordId: id,
      event: 'created',
      newValues: await loadRankpoint(trx, id),
    });
    return id;
  });
  announce(ctx, [input.user_id], 'initial');
  return loadRankpoint(ctx.db, id);
}

export async function updateRankpoint(
  ctx: ServiceContext,
  id: number,
  input: RankpointUpdate,
): Promise<Rankpoint> {
  const actor = requireActor(ctx);
  const before = await loadRankpoint(ctx.db, id);
  await runChange(ctx, async (trx) => {
    const column = ratingColumn(input.match_type);
    const previous = input.match_type === 'singles' ? before.single_rating : before.double_rating;
    await updateRankpointRow(trx, id, {
      type: input.type,
      status: input.status,
      change_reason: input.change_reason,
      [column]: input.rating,
      updated_at: nowIso(),
    });
    if (previous !== input.rating)
      await insertRatingHistory(trx, {
        rankPointId: id,
        matchType: input.match_type,
        previous,
        rating: input.rating,
        source: previous === null ? 'initial' : 'admin',
        reason: input.change_reason,
        by: actor.id,
      });
    await recordAudit(trx, ctx, {
      model: 'rank_point',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: await loadRankpoint(trx, id),
    });
  });
  announce(ctx, [before.player.id], 'admin');
  return loadRankpoint(ctx.db, id);
}

/**
 * An approved match moves its players' ratings (inside the approval's transaction). A player
 * without a record gets one at the default rating; one without a rating of this match type
 * starts from the default.
 */
export async function applyMatchRatings(
  trx: Db,
  ctx: ServiceContext,
  pending: PendingEvents,
  match: { id: number; discipline: string; source?: RatingSource },
  teams: { team1: number[]; team2: number[] },
  games: readonly { team1: number; team2: number }[],
): Promise<void> {
  const matchType: RatingMatchType = match.discipline === 'singles' ? 'singles' : 'doubles';
  const column = ratingColumn(matchType);
  const counter = matchesColumn(matchType);
  const now = nowIso();
  const players = [...teams.team1, ...teams.team2];
  const records = new Map<number, { id: number; rating: number | null; matches: number }>();
  for (const userId of players) {
    let record = await findRankpointOfUser(trx, userId);
    if (!record) record = await insertProposedRankpoint(trx, userId, now);
    records.set(userId, { id: record.id, rating: num(record[column]), matches: record[counter] });
  }
  const rated = (ids: number[]) =>
    ids.map((userId) => {
      const record = records.get(userId) as { rating: number | null; matches: number };
      return { rating: record.rating ?? RATING_DEFAULT, matches: record.matches };
    });
  const result = rateMatch(
    rated(teams.team1),
    rated(teams.team2),
    games.map((game) => ({ a: game.team1, b: game.team2 })),
  );
  const updates = [
    ...teams.team1.map((id, i) => [id, result.teamA[i]] as const),
    ...teams.team2.map((id, i) => [id, result.teamB[i]] as const),
  ];
  for (const [userId, rating] of updates) {
    const record = records.get(userId) as { id: number; rating: number | null; matches: number };
    await updateRankpointRow(trx, record.id, {
      [column]: rating as number,
      [counter]: record.matches + 1,
      updated_at: now,
    });
    await insertRatingHistory(trx, {
      rankPointId: record.id,
      matchType,
      previous: record.rating,
      rating: rating as number,
      source: match.source ?? 'match',
      reason: null,
      matchId: match.id,
      by: ctx.actor?.id ?? null,
    });
  }
  // A player rated for the first time joins the leaderboard's totals. (A total counted by another
  // request before this transaction commits can stand for the count cache's few seconds.)
  ctx.services.counts.invalidate('rank_points');
  pending.add(resourceRoom('rankpoints'), {
    type: 'rankpoint.updated',
    id: players[0] ?? 0,
    data: { user_ids: players, source: match.source ?? 'match', match_id: match.id },
  });
}
