/**
 * Match sessions: proposing and editing a schedule (saving one with its event is in
 * match-sessions.plan.ts). Rules owned here:
 * - the players are existing users, each once, at least as many as the match type needs (SPEC §5);
 * - a saved or edited schedule is checked as a whole (teams of the right size, only the session's
 *   players, nobody twice in a round) and its fairness figures are recomputed and kept for the list;
 * - a game's players change only while its match has not started (never behind a referee's back),
 *   and the match follows; the last game cannot be removed (SPEC §5 'Cannot remove the last match');
 * - every change is audited in its transaction and announced once committed.
 * Start, complete, cancel and delete are in match-sessions.workflow.ts.
 */
import {
  buildSearchText,
  canSessionTransition,
  describeSchedule,
  MATCH_SESSION_STATUS_LABELS,
  type MatchSession,
  type MatchSessionStatus,
  type MatchSessionType,
  resourceRoom,
  type SessionGameInput,
  type SessionGenerateInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { deleteMatch as deleteMatchRow, findUserNames, replacePlayers } from '../matches/matches.repository';
import { announceMatchChange } from '../matches/matches.service';
import { gameTeams } from './match-sessions.mapper';
import { groupRounds, loadSession } from './match-sessions.queries';
import {
  deleteSessionGame,
  findClubName,
  findMatchEvent,
  findMatchProgress,
  findSessionGame,
  listSessionGames,
  listSessionPlayers,
  lockSessionRow,
  type SessionGameRow,
  type SessionRow,
  updateMatchSearchText,
  updateSession,
  updateSessionGameRow,
} from './match-sessions.repository';
import { checkSchedule, proposeSchedule, resolveSessionPlayers } from './match-sessions.schedule';

export function invalidSessionTransition(ctx: ServiceContext, status: string): AppError {
  const key = MATCH_SESSION_STATUS_LABELS[status as MatchSessionStatus] ?? status;
  return new AppError('match_session.invalid_transition', { values: { status: ctx.t(key) } });
}

/** After a change committed: the lists and open session pages refresh. */
export function announceSession(pending: PendingEvents, id: number, status: string, deleted = false) {
  pending.add(resourceRoom('match-sessions'), {
    type: deleted ? 'match_session.deleted' : 'match_session.updated',
    id,
    data: { id, status },
  });
}

/** The session's row locked for a change that `action` must allow; 404 when there is none. */
export async function lockSession(
  ctx: ServiceContext,
  trx: Db,
  id: number,
  action: Parameters<typeof canSessionTransition>[0],
): Promise<SessionRow> {
  const row = await lockSessionRow(trx, id, ctx.services.dialect);
  if (!row) throw notFound();
  if (!canSessionTransition(action, row.status as MatchSessionStatus))
    throw invalidSessionTransition(ctx, row.status);
  return row;
}

export async function resolveClub(db: Db, clubId: number | null) {
  if (clubId === null) return null;
  const club = await findClubName(db, clubId);
  if (!club) throw fieldError('club_id', 'invalid_value');
  return club;
}

export async function generateSession(ctx: ServiceContext, input: SessionGenerateInput) {
  await resolveClub(ctx.db, input.club_id);
  const players = await resolveSessionPlayers(ctx.db, input.player_ids, input.match_type);
  return proposeSchedule(input, players);
}

/** Recomputes and keeps the figures the list shows, after the games changed. */
export async function refreshFigures(trx: Db, row: SessionRow): Promise<void> {
  const type = row.match_type as MatchSessionType;
  const [players, games] = await Promise.all([
    listSessionPlayers(trx, row.id, type),
    listSessionGames(trx, row.id),
  ]);
  const rounds = groupRounds(games);
  const figures = describeSchedule(
    type,
    rounds.map((round) => ({ games: round.map(gameTeams) })),
    players.map((player) => player.id),
    { matchDurationMinutes: row.match_duration_minutes, fullCycleRounds: row.full_cycle_rounds },
  );
  await updateSession(trx, row.id, {
    rounds_count: rounds.length,
    total_matches: figures.total_matches,
    fairness_score: figures.fairness.score,
    fairness_label: figures.fairness.label,
    updated_at: nowIso(),
  });
}

/** A game whose match was started (or has moved on from draft) belongs to its referee now. */
async function lockedGame(trx: Db, matchId: number | null): Promise<boolean> {
  if (matchId === null) return false;
  const match = await findMatchProgress(trx, matchId);
  return !!match && (match.status !== 'draft' || match.live_status !== null);
}

interface GameStep {
  trx: Db;
  row: SessionRow;
  game: SessionGameRow;
  pending: PendingEvents;
}

/**
 * A change of one game: the session locked and editable, the game its own and not yet started
 * (never behind a referee's back); then the figures recomputed and the change announced.
 */
async function changeGame(
  ctx: ServiceContext,
  id: number,
  gameId: number,
  change: (step: GameStep) => Promise<void>,
): Promise<MatchSession> {
  await runChange(ctx, async (trx, pending) => {
    const row = await lockSession(ctx, trx, id, 'edit');
    const game = await findSessionGame(trx, id, gameId);
    if (!game) throw notFound();
    if (await lockedGame(trx, game.match_id)) throw new AppError('match_session.game_locked');
    await change({ trx, row, game, pending });
    await refreshFigures(trx, row);
    announceSession(pending, id, row.status);
  });
  return loadSession(ctx.db, id);
}

export const updateSessionGame = (ctx: ServiceContext, id: number, gameId: number, input: SessionGameInput) =>
  changeGame(ctx, id, gameId, async ({ trx, row, game, pending }) => {
    const type = row.match_type as MatchSessionType;
    const players = (await listSessionPlayers(trx, id, type)).map((player) => player.id);
    const others = (await listSessionGames(trx, id)).filter(
      (other) => other.round === game.round && other.id !== game.id,
    );
    // The edited game is checked with the rest of its round, last, so a clash is reported on it.
    checkSchedule(type, [{ games: [...others.map(gameTeams), input] }], players, () => '');
    const before = gameTeams(game);
    await updateSessionGameRow(trx, gameId, {
      player1: input.team1[0] as number,
      player2: input.team1[1] ?? null,
      player3: input.team2[0] as number,
      player4: input.team2[1] ?? null,
    });
    if (game.match_id !== null) {
      await replacePlayers(trx, game.match_id, [input.team1, input.team2]);
      const names = await findUserNames(trx, [...input.team1, ...input.team2]);
      const match = await findMatchEvent(trx, game.match_id);
      await updateMatchSearchText(
        trx,
        game.match_id,
        buildSearchText([match?.event, ...[...names.values()].map((person) => person.name)]),
        nowIso(),
      );
      await announceMatchChange(pending, trx, game.match_id);
    }
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      oldValues: { game_id: gameId, ...before },
      newValues: { action: 'game_updated', game_id: gameId, ...input },
    });
  });

export const removeSessionGame = (ctx: ServiceContext, id: number, gameId: number) =>
  changeGame(ctx, id, gameId, async ({ trx, game, pending }) => {
    const games = await listSessionGames(trx, id);
    if (games.length <= 1) throw new AppError('match_session.last_match');
    await deleteSessionGame(trx, gameId);
    if (game.match_id !== null) {
      // Its match never started: it goes with the game rather than linger as a stray draft.
      await deleteMatchRow(trx, game.match_id);
      pending.add(resourceRoom('matches'), {
        type: 'match.deleted',
        id: game.match_id,
        data: { id: game.match_id, status: 'draft' },
      });
    }
    await recordAudit(trx, ctx, {
      model: 'match_session',
      recordId: id,
      event: 'updated',
      oldValues: {
        game_id: gameId,
        round: game.round,
        court: game.court,
        ...gameTeams(game),
        match_id: game.match_id,
      },
      newValues: { action: 'game_removed', game_id: gameId },
    });
  });
