/**
 * A match session's workflow (SPEC §4 "Match session"):
 * - start (draft → active) makes every game a real match in the matches module (status draft:
 *   scored on the live screen, confirmed and approved like any match, so approved results move
 *   the ratings), timed round after round from now;
 * - complete (active → completed) cannot be undone; games never started are voided ("not played");
 * - cancel (draft or active → cancelled) voids every generated match whose result is not already
 *   approved (an approved result stays in the ratings; voiding it is the matches module's own step);
 * - delete (draft, completed or cancelled) cannot be undone; matches already created stay.
 * Each step is one transaction, audited, announced once committed.
 */
import {
  buildSearchText,
  foldForSearch,
  type MatchSession,
  type MatchSessionType,
  resourceRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { insertMatch, replacePlayers, updateMatch as updateMatchRow } from '../matches/matches.repository';
import { announceMatchChange } from '../matches/matches.service';
import { gameTeams, readCourtNames } from './match-sessions.mapper';
import { groupRounds, loadSession } from './match-sessions.queries';
import {
  deleteSessionRows,
  findVoidableMatches,
  listSessionGames,
  listSessionPlayers,
  type SessionRow,
  updateSession,
  updateSessionGameRow,
} from './match-sessions.repository';
import { announceSession, lockSession } from './match-sessions.service';

const MINUTE_MS = 60_000;

/**
 * Gives every game without a match its real match (all of them at the start; the new rounds of a
 * night planned again), each round at its time in the evening.
 */
export async function createMatches(trx: Db, ctx: ServiceContext, row: SessionRow, pending: PendingEvents) {
  const actor = requireActor(ctx);
  const type = row.match_type as MatchSessionType;
  const names = new Map(
    (await listSessionPlayers(trx, row.id, type)).map((player) => [player.id, player.name] as const),
  );
  // Each round at its time in the evening: the session's start plus the rounds before it.
  const start = Date.parse(toIso(row.starts_at));
  const courtNames = readCourtNames(row.court_names);
  const now = nowIso();
  const created: number[] = [];
  const rounds = groupRounds(await listSessionGames(trx, row.id));
  for (const [index, round] of rounds.entries())
    for (const game of round) {
      if (game.match_id !== null) continue;
      const teams = gameTeams(game);
      // The parts, not a sentence: screens write "Round 1 · Court 2" in the reader's language.
      const event = row.name;
      const matchId = await insertMatch(trx, {
        event,
        location: [courtNames[game.court - 1], row.venue].filter(Boolean).join(' · ') || null,
        court_id: row.venue_court_id,
        club_id: row.club_id,
        played_at: new Date(start + index * row.match_duration_minutes * MINUTE_MS).toISOString(),
        discipline: type,
        format: row.club_id === null ? 'friendly' : 'club',
        best_of: row.best_of,
        target_points: row.target_points,
        win_by: row.win_by,
        tiebreak_target: null,
        score_type: 'standard',
        notes: null,
        is_certified: false,
        status: 'draft',
        winner_team: null,
        status_reason: null,
        live_status: null,
        live_state: null,
        session_round: index + 1,
        session_court: game.court,
        event_key: foldForSearch(event).slice(0, 200),
        search_text: buildSearchText([
          event,
          ...[...teams.team1, ...teams.team2].map((id) => names.get(id) ?? ''),
        ]),
        created_by: actor.id,
        reviewed_by: null,
        submitted_at: null,
        reviewed_at: null,
        created_at: now,
        updated_at: now,
      });
      await replacePlayers(trx, matchId, [teams.team1, teams.team2]);
      await updateSessionGameRow(trx, game.id, { match_id: matchId });
      pending.add(resourceRoom('matches'), {
        type: 'match.updated',
        id: matchId,
        data: { id: matchId, status: 'draft' },
      });
      created.push(matchId);
    }
  return created;
}

/** Voids the session's matches in `statuses` (never started, when `unstartedOnly`). */
async function voidMatches(
  trx: Db,
  ctx: ServiceContext,
  row: SessionRow,
  pending: PendingEvents,
  options: { reason: string; unstartedOnly: boolean },
) {
  const games = await listSessionGames(trx, row.id);
  const ids = games.flatMap((game) => (game.match_id === null ? [] : [game.match_id]));
  if (ids.length === 0) return [];
  const matches = await findVoidableMatches(trx, ids);
  const voided: number[] = [];
  for (const match of matches) {
    if (options.unstartedOnly && (match.status !== 'draft' || match.live_status !== null)) continue;
    await updateMatchRow(trx, match.id, {
      status: 'voided',
      status_reason: options.reason,
      live_status: match.live_status ? 'completed' : null,
      updated_at: nowIso(),
    });
    await recordAudit(trx, ctx, {
      model: 'match',
      recordId: match.id,
      event: 'updated',
      oldValues: { status: match.status },
      newValues: { action: 'void', status: 'voided', reason: options.reason, match_session_id: row.id },
    });
    await announceMatchChange(pending, trx, match.id);
    voided.push(match.id);
  }
  return voided;
}

type Step = 'start' | 'complete' | 'cancel';

async function runStep(ctx: ServiceContext, id: number, step: Step): Promise<MatchSession> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, step);
    const now = nowIso();
    let status: string;
    let matches: number[] = [];
    if (step === 'start') {
      if (row.rounds_count === 0) throw new AppError('match_session.no_schedule');
      status = 'active';
      matches = await createMatches(trx, ctx, row, pending);
      await updateSession(trx, id, { status, started_at: now, updated_at: now });
    } else if (step === 'complete') {
      status = 'completed';
      const reason = ctx.t('session-messages:void_not_played');
      matches = await voidMatches(trx, ctx, row, pending, { reason, unstartedOnly: true });
      await updateSession(trx, id, { status, completed_at: now, updated_at: now });
    } else {
      status = 'cancelled';
      const reason = ctx.t('session-messages:void_cancelled');
      matches = await voidMatches(trx, ctx, row, pending, { reason, unstartedOnly: false });
      await updateSession(trx, id, { status, cancelled_at: now, updated_at: now });
    }
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { action: step, status, [step === 'start' ? 'created_matches' : 'voided_matches']: matches },
    });
    announceSession(pending, id, status);
  });
  return loadSession(ctx.db, id);
}

export const startSession = (ctx: ServiceContext, id: number) => runStep(ctx, id, 'start');
export const completeSession = (ctx: ServiceContext, id: number) => runStep(ctx, id, 'complete');
export const cancelSession = (ctx: ServiceContext, id: number) => runStep(ctx, id, 'cancel');

export async function deleteSession(ctx: ServiceContext, id: number): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, 'delete');
    const before = await loadSession(trx, id);
    await deleteSessionRows(trx, id);
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'deleted',
      oldValues: before,
    });
    announceSession(pending, id, row.status, true);
  });
}
