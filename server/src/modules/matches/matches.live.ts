/**
 * Live scoring (SPEC §4 "Live scoring session"; issue 4 §3). Rules owned here:
 * - a saved match (draft or in progress) starts live scoring; the engine in domain/src/scoring
 *   holds every rule of the game, and its state is stored with the match;
 * - each action from the referee's device carries a sequence number: action n is applied only
 *   after n-1, once (a replayed queue after a network drop neither doubles nor skips a rally);
 *   a duplicate or a gap is refused with the number the server expects;
 * - a paused session takes no rally; a finished match takes only an undo (a mis-tapped last
 *   rally), until its result is completed;
 * - the games are written from the state on every action, the public scoreboard hears each
 *   rally after commit, and starting and finishing are audited (the rallies are their own log).
 */
import {
  canTransition,
  checkMatchInput,
  type LiveAction,
  type LiveEventInput,
  type LiveSession,
  type LiveStartInput,
  type MatchState,
  type MatchWorkflowStatus,
  recordFault,
  ScoringError,
  scoreRally,
  startMatch,
  toScoringRules,
  undo,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { runMatchChangeHandlers } from './matches.change-handlers';
import { toLiveSession, toMatchRulesFields } from './matches.mapper';
import {
  findMatchRow,
  insertLiveEvent,
  listPlayersOfMatches,
  type MatchRow,
  type MatchValues,
  replaceGames,
  updateMatch,
} from './matches.repository';
import { parseLiveState } from './matches.scoreboard';
import { announceMatchChange, invalidTransition, lockMatch } from './matches.service';

/** The live session of a match, or null before live scoring started. */
export async function getLiveSession(ctx: ServiceContext, id: number): Promise<LiveSession | null> {
  const row = await findMatchRow(ctx.db, id);
  if (!row) throw new AppError('not_found');
  const state = parseLiveState(row);
  return state ? toLiveSession(row, state) : null;
}

/** Locks the match, changes it, announces it after commit, and answers the new session. */
async function changeLive(
  ctx: ServiceContext,
  id: number,
  change: (
    row: MatchRow,
    trx: Db,
  ) => Promise<Partial<MatchValues & { live_seq: number; sides_swapped: boolean }>>,
): Promise<LiveSession> {
  const session = await runChange(ctx, async (trx, pending) => {
    const row = await lockMatch(ctx, trx, id);
    const values = await change(row, trx);
    await updateMatch(trx, id, { ...values, updated_at: nowIso() });
    if (values.status !== undefined && values.status !== row.status)
      await runMatchChangeHandlers({ ctx, trx, pending, matchId: id, action: 'live' });
    await announceMatchChange(pending, trx, id);
    const updated = (await findMatchRow(trx, id)) as MatchRow;
    return toLiveSession(updated, parseLiveState(updated) as MatchState);
  });
  return session;
}

export function startLive(ctx: ServiceContext, id: number, input: LiveStartInput): Promise<LiveSession> {
  return changeLive(ctx, id, async (row, trx) => {
    if (row.live_state) return {}; // already started (another device pressed start first)
    if (!canTransition('start_live', row.status as MatchWorkflowStatus))
      throw invalidTransition(ctx, row.status);
    const players = await listPlayersOfMatches(trx, [id]);
    const team = (n: number) => players.filter((player) => player.team === n).map((player) => player.id);
    const rules = toMatchRulesFields(row);
    const problem = checkMatchInput({ ...rules, team1: team(1), team2: team(2), games: [] })[0];
    if (problem) throw fieldError(problem.path.join('.'), problem.key, problem.values);
    const state = startMatch(toScoringRules(rules, input.first_server));
    await replaceGames(trx, id, []);
    await recordAudit(trx, ctx, {
      model: 'match',
      recordId: id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { action: 'start_live', status: 'inprogress', first_server: input.first_server },
    });
    return {
      status: 'inprogress',
      live_status: 'active',
      live_state: JSON.stringify(state),
      live_seq: 0,
      winner_team: null,
    };
  });
}

function applyAction(state: MatchState, action: LiveAction): MatchState {
  try {
    if (action.kind === 'rally') return scoreRally(state, action.winner);
    if (action.kind === 'fault') return recordFault(state, action.fault);
    return undo(state);
  } catch (error) {
    if (error instanceof ScoringError)
      throw new AppError(error.code === 'scoring.nothing_to_undo' ? 'live.nothing_to_undo' : 'live.finished');
    throw error;
  }
}

export function applyLiveEvent(ctx: ServiceContext, id: number, input: LiveEventInput): Promise<LiveSession> {
  const actor = requireActor(ctx);
  return changeLive(ctx, id, async (row, trx) => {
    const state = parseLiveState(row);
    if (!state) throw new AppError('live.not_started');
    const expected = row.live_seq + 1;
    if (input.seq < expected) throw new AppError('live.duplicate_event', { values: { seq: input.seq } });
    if (input.seq > expected)
      throw new AppError('live.sequence_gap', { values: { seq: input.seq, expected } });
    if (row.status !== 'inprogress' && row.status !== 'live_finished')
      throw new AppError('match.result_locked');
    if (row.live_status === 'paused') throw new AppError('live.paused');
    const next = applyAction(state, input.event);
    await insertLiveEvent(trx, {
      match_id: id,
      seq: input.seq,
      kind: input.event.kind,
      payload: JSON.stringify(input.event),
      user_id: actor.id,
      created_at: nowIso(),
    });
    await replaceGames(
      trx,
      id,
      next.games.map((game) => ({ team1: game.A, team2: game.B })),
    );
    const finished = next.status === 'completed';
    if (finished !== (row.status === 'live_finished'))
      await recordAudit(trx, ctx, {
        model: 'match',
        recordId: id,
        event: 'updated',
        oldValues: { status: row.status },
        newValues: {
          action: finished ? 'finish_live' : 'reopen_live',
          status: finished ? 'live_finished' : 'inprogress',
        },
      });
    return {
      live_state: JSON.stringify(next),
      live_seq: input.seq,
      status: finished ? 'live_finished' : 'inprogress',
      live_status: finished ? 'completed' : 'active',
      winner_team: next.winner ? (next.winner === 'A' ? 1 : 2) : null,
    };
  });
}

/** Pause or resume: a paused session takes no rally (a timeout, an injury, rain). */
export function setLivePaused(ctx: ServiceContext, id: number, paused: boolean): Promise<LiveSession> {
  return changeLive(ctx, id, async (row) => {
    if (!row.live_state) throw new AppError('live.not_started');
    if (row.live_status === 'completed') throw new AppError('live.finished');
    return { live_status: paused ? 'paused' : 'active' };
  });
}

/** Which end of the screen shows which team, as the referee stands (a view setting, kept for every device). */
export function switchLiveSides(ctx: ServiceContext, id: number): Promise<LiveSession> {
  return changeLive(ctx, id, async (row) => {
    if (!row.live_state) throw new AppError('live.not_started');
    return { sides_swapped: !toBool(row.sides_swapped) };
  });
}
