/**
 * The match result's workflow (SPEC §4 "Match"; the transitions are domain/src/matches's
 * MATCH_TRANSITIONS). Rules owned here:
 * - completing needs scores that decide the match ('At least one set must have scores');
 * - submitting asks every player to confirm, with an in-app notification that reaches them live;
 *   when all confirmed the match awaits approval, one dispute stops it;
 * - only a player of the match confirms or disputes as a player; an approver may also dispute;
 * - approving, rejecting, reviewing and certifying need match.approve, and nobody reviews a
 *   match they played in;
 * - every step is audited with the status before and after (and the reason given).
 */
import {
  canTransition,
  checkMatchResult,
  findMatchWinner,
  hasPermission,
  type InboxType,
  type Match,
  type MatchAction,
  type MatchWorkflowStatus,
  type ReasonInput,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { type Actor, requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { notifyUsers } from '../inbox/inbox.service';
import { applyMatchRatings } from '../rankpoints/rankpoints.service';
import { runMatchChangeHandlers } from './matches.change-handlers';
import {
  answerConfirmation,
  countConfirmations,
  insertConfirmations,
} from './matches.confirmations.repository';
import { toMatchRulesFields } from './matches.mapper';
import {
  listGamesOfMatches,
  listPlayersOfMatches,
  type MatchRow,
  type MatchValues,
  updateMatch,
} from './matches.repository';
import { announceMatchChange, invalidTransition, loadMatch, lockMatch } from './matches.service';

interface StepContext {
  ctx: ServiceContext;
  trx: Db;
  row: MatchRow;
  actor: Actor;
  pending: PendingEvents;
  now: string;
  playerIds: number[];
}

type Step = (step: StepContext) => Promise<Partial<MatchValues>>;

/** One workflow step: lock, check the transition, change, audit, announce after commit. */
async function runStep(
  ctx: ServiceContext,
  id: number,
  action: MatchAction,
  step: Step,
  reason?: string,
): Promise<Match> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const row = await lockMatch(ctx, trx, id);
    if (!canTransition(action, row.status as MatchWorkflowStatus)) throw invalidTransition(ctx, row.status);
    const playerIds = (await listPlayersOfMatches(trx, [id])).map((player) => player.id);
    const now = nowIso();
    const changes = await step({ ctx, trx, row, actor, pending, now, playerIds });
    await updateMatch(trx, id, { ...changes, updated_at: now });
    await runMatchChangeHandlers({ ctx, trx, pending, matchId: id, action });
    await recordAudit(trx, ctx, {
      model: 'match',
      recordId: id,
      event: 'updated',
      oldValues: { status: row.status },
      newValues: { action, status: changes.status ?? row.status, ...(reason ? { reason } : {}) },
    });
    await announceMatchChange(pending, trx, id);
  });
  return loadMatch(ctx.db, id);
}

/** The scores of a match must decide it before it is completed or submitted: its winner. */
async function requireDecidedResult(trx: Db, row: MatchRow): Promise<1 | 2> {
  const games = await listGamesOfMatches(trx, [row.id]);
  const rules = toMatchRulesFields(row);
  const problem = checkMatchResult(rules, games);
  if (problem) throw fieldError('games', problem);
  return findMatchWinner(rules, games) as 1 | 2;
}

function notify(step: StepContext, userIds: readonly number[], type: InboxType) {
  return notifyUsers(step.trx, step.pending, userIds, type, { match_id: step.row.id, event: step.row.event });
}

/** Approvers review matches they did not play in. */
function requireNotAPlayer(step: StepContext) {
  if (step.playerIds.includes(step.actor.id)) throw new AppError('match.own_match');
}

export const completeMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'complete', async ({ trx, row }) => {
    const winner = await requireDecidedResult(trx, row);
    return { status: 'completed', winner_team: winner, live_status: row.live_status ? 'completed' : null };
  });

export const submitMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'submit', async (step) => {
    await requireDecidedResult(step.trx, step.row);
    await insertConfirmations(step.trx, id, step.playerIds, step.now);
    await notify(step, step.playerIds, 'match_confirmation_requested');
    return { status: 'submitted', submitted_at: step.now, status_reason: null };
  });

export const confirmMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'confirm', async ({ trx, actor, now, playerIds }) => {
    if (!playerIds.includes(actor.id)) throw new AppError('match.not_a_player');
    const answered = await answerConfirmation(trx, id, actor.id, {
      status: 'confirmed',
      reason: null,
      responded_at: now,
    });
    if (!answered) throw new AppError('match.already_responded');
    const counts = await countConfirmations(trx, id);
    return counts.pending === 0 && counts.disputed === 0 ? { status: 'pending_approval' } : {};
  });

export const disputeMatch = (ctx: ServiceContext, id: number, input: ReasonInput) =>
  runStep(
    ctx,
    id,
    'dispute',
    async (step) => {
      const { trx, actor, now, playerIds, row } = step;
      if (playerIds.includes(actor.id)) {
        // Until the match is approved a player who confirmed may still dispute.
        const answered = await answerConfirmation(
          trx,
          id,
          actor.id,
          { status: 'disputed', reason: input.reason, responded_at: now },
          row.status === 'submitted' ? ['pending'] : ['pending', 'confirmed'],
        );
        if (!answered) throw new AppError('match.already_responded');
      } else if (!hasPermission(actor, 'match.approve')) throw new AppError('match.not_a_player');
      const others = [...playerIds, ...(row.created_by ? [row.created_by] : [])].filter(
        (user) => user !== actor.id,
      );
      await notify(step, others, 'match_disputed');
      return { status: 'disputed', status_reason: input.reason };
    },
    input.reason,
  );

export const reviewMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'review', async (step) => {
    requireNotAPlayer(step);
    return { status: 'under_review', reviewed_by: step.actor.id, reviewed_at: step.now };
  });

export const approveMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'approve', async (step) => {
    requireNotAPlayer(step);
    // The result flows into the players' ratings in this same transaction (issue 7 §4).
    const players = await listPlayersOfMatches(step.trx, [id]);
    const team = (n: number) => players.filter((player) => player.team === n).map((player) => player.id);
    await applyMatchRatings(
      step.trx,
      step.ctx,
      step.pending,
      // A tournament's match moves the ratings as any match does, recorded as the tournament's.
      {
        id,
        discipline: step.row.discipline,
        source: step.row.format === 'tournament' ? 'tournament' : 'match',
      },
      { team1: team(1), team2: team(2) },
      await listGamesOfMatches(step.trx, [id]),
    );
    await notify(step, step.playerIds, 'match_approved');
    return { status: 'approved', reviewed_by: step.actor.id, reviewed_at: step.now, status_reason: null };
  });

export const rejectMatch = (ctx: ServiceContext, id: number, input: ReasonInput) =>
  runStep(
    ctx,
    id,
    'reject',
    async (step) => {
      requireNotAPlayer(step);
      await notify(step, step.playerIds, 'match_rejected');
      return {
        status: 'rejected',
        reviewed_by: step.actor.id,
        reviewed_at: step.now,
        status_reason: input.reason,
      };
    },
    input.reason,
  );

export const certifyMatch = (ctx: ServiceContext, id: number) =>
  runStep(ctx, id, 'certify', async (step) => {
    requireNotAPlayer(step);
    return { status: 'verified', is_certified: true, reviewed_by: step.actor.id, reviewed_at: step.now };
  });

export const voidMatch = (ctx: ServiceContext, id: number, input: ReasonInput) =>
  runStep(
    ctx,
    id,
    'void',
    async ({ row }) => ({
      status: 'voided',
      status_reason: input.reason,
      live_status: row.live_status ? 'completed' : null,
    }),
    input.reason,
  );
