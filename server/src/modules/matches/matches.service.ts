/**
 * Matches: who played, under which rules, and the result. Rules owned here:
 * - the form's rules (SPEC §5 "Match form") are the domain's MatchInputSchema; players must be
 *   existing users;
 * - scores are edited only while the result is open (draft, finished live, completed, rejected or
 *   disputed); only drafts are deleted;
 * - every change is audited in its transaction, and staff lists and the public scoreboard hear of
 *   it once it committed.
 * The status workflow is in matches.workflow.ts, live scoring in matches.live.ts.
 */
import {
  canTransition,
  isPublicMatchStatus,
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type Match,
  type MatchInput,
  type MatchListQuery,
  type MatchPlayer,
  type MatchStats,
  type MatchWorkflowStatus,
  type PlayerSearchQuery,
  resourceRoom,
  scoreboardRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { finishKeysetPage } from '../../db/keyset';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { listPageMeta, listWindow, sortToken } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { runMatchChangeHandlers } from './matches.change-handlers';
import { listMatchIdsAwaitingConfirmation } from './matches.confirmations.repository';
import { loadMatches, matchValues } from './matches.mapper';
import {
  countMatches,
  countMatchesByStatus,
  deleteMatch as deleteMatchRow,
  findMatchRow,
  findMatchRowsByIds,
  findUserNames,
  findVenueNames,
  insertMatch,
  listMatchPage,
  lockMatchRow,
  type MatchRow,
  replaceGames,
  replacePlayers,
  searchPlayers,
  updateMatch as updateMatchRow,
} from './matches.repository';
import { buildScoreboard } from './matches.scoreboard';

export function invalidTransition(ctx: ServiceContext, status: string): AppError {
  const key = MATCH_STATUS_LABELS[status as MatchWorkflowStatus] ?? status;
  return new AppError('match.invalid_transition', { values: { status: ctx.t(key) } });
}

export async function loadMatch(db: Db, id: number): Promise<Match> {
  const row = await findMatchRow(db, id);
  if (!row) throw notFound();
  const [match] = await loadMatches(db, [row]);
  return match as Match;
}

/** The row of a match about to change, locked; 404 when there is none. */
export async function lockMatch(ctx: ServiceContext, db: Db, id: number): Promise<MatchRow> {
  const row = await lockMatchRow(db, id, ctx.services.dialect);
  if (!row) throw notFound();
  return row;
}

/** After a change committed: staff lists refresh and the public scoreboard shows it. */
export async function announceMatchChange(pending: PendingEvents, db: Db, id: number): Promise<void> {
  const row = await findMatchRow(db, id);
  if (!row) return;
  pending.add(resourceRoom('matches'), { type: 'match.updated', id, data: { id, status: row.status } });
  // The scoreboard's room hears only what GET /public/scoreboard/{id} would show (no draft, no
  // voided match): its viewers keep the last public state when a match is voided.
  if (!isPublicMatchStatus(row.status)) return;
  pending.add(scoreboardRoom(id), {
    type: 'match.scoreboard_updated',
    id,
    data: await buildScoreboard(db, row),
  });
}

export async function listMatches(ctx: ServiceContext, query: MatchListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const [total, rows] = await Promise.all([
    countMatches(ctx.db, query),
    listMatchPage(ctx.db, query, window),
  ]);
  const page = finishKeysetPage(rows, window);
  return {
    data: await loadMatches(ctx.db, page.rows),
    meta: listPageMeta(window, total, page.rows.length, page.nextCursor),
  };
}

export const getMatch = (ctx: ServiceContext, id: number) => loadMatch(ctx.db, id);

export async function getMatchStats(ctx: ServiceContext): Promise<MatchStats> {
  const { byStatus, certified } = await countMatchesByStatus(ctx.db);
  const count = (...statuses: MatchWorkflowStatus[]) =>
    statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  return {
    total: count(...MATCH_STATUSES),
    live: count('inprogress'),
    awaiting_confirmation: count('submitted'),
    awaiting_approval: count('pending_approval', 'under_review'),
    disputed: count('disputed'),
    approved: count('approved', 'verified'),
    certified,
    by_status: Object.fromEntries(MATCH_STATUSES.map((status) => [status, count(status)])),
  };
}

export async function findPlayers(ctx: ServiceContext, query: PlayerSearchQuery): Promise<MatchPlayer[]> {
  return searchPlayers(ctx.db, query.search, query.limit);
}

/** The matches whose result the caller, as a player, is asked to confirm. */
export async function listAwaitingMyConfirmation(ctx: ServiceContext): Promise<Match[]> {
  const ids = await listMatchIdsAwaitingConfirmation(ctx.db, requireActor(ctx).id);
  return loadMatches(ctx.db, await findMatchRowsByIds(ctx.db, ids));
}

/** Every player must be an existing user; returns their names for the search column. */
async function resolvePlayers(db: Db, input: MatchInput): Promise<string[]> {
  const people = await findUserNames(db, [...input.team1, ...input.team2]);
  for (const team of ['team1', 'team2'] as const)
    input[team].forEach((id, index) => {
      if (!people.has(id)) throw fieldError(`${team}.${index}`, 'unknown_player');
    });
  return [...people.values()].map((person) => person.name);
}

/** The court and club a match names must exist; the court's name is searchable with the match. */
async function resolveVenue(db: Db, input: MatchInput): Promise<{ courtName: string | null }> {
  const { courts, clubs } = await findVenueNames(
    db,
    input.court_id === null ? [] : [input.court_id],
    input.club_id === null ? [] : [input.club_id],
  );
  if (input.court_id !== null && !courts.has(input.court_id)) throw fieldError('court_id', 'invalid_value');
  if (input.club_id !== null && !clubs.has(input.club_id)) throw fieldError('club_id', 'invalid_value');
  return { courtName: input.court_id === null ? null : (courts.get(input.court_id)?.name ?? null) };
}

export async function createMatch(ctx: ServiceContext, input: MatchInput): Promise<Match> {
  const actor = requireActor(ctx);
  const playerNames = await resolvePlayers(ctx.db, input);
  const venue = await resolveVenue(ctx.db, input);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertMatch(trx, {
      ...matchValues(input, playerNames, venue),
      is_certified: false,
      status: 'draft',
      status_reason: null,
      live_status: null,
      live_state: null,
      created_by: actor.id,
      reviewed_by: null,
      submitted_at: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    });
    await replacePlayers(trx, id, [input.team1, input.team2]);
    await replaceGames(trx, id, input.games);
    await recordAudit(trx, ctx, {
      model: 'match',
      recordId: id,
      event: 'created',
      newValues: await loadMatch(trx, id),
    });
    await announceMatchChange(pending, trx, id);
    return id;
  });
  return loadMatch(ctx.db, id);
}

export async function updateMatch(ctx: ServiceContext, id: number, input: MatchInput): Promise<Match> {
  const playerNames = await resolvePlayers(ctx.db, input);
  const venue = await resolveVenue(ctx.db, input);
  await runChange(ctx, async (trx, pending) => {
    const row = await lockMatch(ctx, trx, id);
    if (!canTransition('edit', row.status as MatchWorkflowStatus)) throw new AppError('match.result_locked');
    const before = await loadMatch(trx, id);
    await updateMatchRow(trx, id, { ...matchValues(input, playerNames, venue), updated_at: nowIso() });
    await replacePlayers(trx, id, [input.team1, input.team2]);
    await replaceGames(trx, id, input.games);
    await runMatchChangeHandlers({ ctx, trx, pending, matchId: id, action: 'edit' });
    const after = await loadMatch(trx, id);
    await recordAudit(trx, ctx, {
      model: 'match',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: after,
    });
    await announceMatchChange(pending, trx, id);
  });
  return loadMatch(ctx.db, id);
}

export async function deleteMatch(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockMatch(ctx, trx, id);
    if (!canTransition('delete', row.status as MatchWorkflowStatus)) throw invalidTransition(ctx, row.status);
    const before = await loadMatch(trx, id);
    await runMatchChangeHandlers({ ctx, trx, pending, matchId: id, action: 'delete' });
    await deleteMatchRow(trx, id);
    await recordAudit(trx, ctx, { model: 'match', recordId: id, event: 'deleted', oldValues: before });
    pending.add(resourceRoom('matches'), { type: 'match.deleted', id, data: { id, status: row.status } });
  });
}
