/**
 * A bracket match's court, time and status (SPEC §4 "Tournament match": scheduled, in_progress,
 * completed, cancelled, postponed). Rules owned here:
 * - court and time may be set on any slot of the bracket, before its match exists (the match is
 *   made with them) or after (a match not yet started follows);
 * - postpone: a scheduled match waits (its match stays, unplayed) until rescheduled;
 * - cancel: the match is voided and the slot waits, without one, for a walkover or a reschedule
 *   (which makes a new match);
 * - the statuses in_progress and completed follow the match itself (brackets.results.ts).
 */
import type { BracketSlot, SlotReasonInput, SlotScheduleInput } from '@pickleball/domain';
import { recordAudit } from '../../../platform/audit';
import type { ServiceContext } from '../../../platform/context';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import { updateMatch } from '../../matches/matches.repository';
import { announceMatchChange } from '../../matches/matches.service';
import { changeTournament, type TournamentChange } from '../tournaments.changes';
import { courtExists } from '../tournaments.repository';
import { voidSlotMatch } from './brackets.matches';
import { advanceBracket, type BracketState, loadBracketState } from './brackets.progress';
import { loadBracket } from './brackets.queries';
import { findMatchState, type SlotRow, updateSlotRow } from './brackets.repository';

async function slotView(ctx: ServiceContext, tournamentId: number, key: string): Promise<BracketSlot> {
  const slot = (await loadBracket(ctx, tournamentId)).slots.find((candidate) => candidate.key === key);
  if (!slot) throw notFound();
  return slot;
}

async function withSlot(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  work: (change: TournamentChange, state: BracketState, row: SlotRow) => Promise<void>,
): Promise<BracketSlot> {
  await changeTournament(ctx, tournamentId, async (change) => {
    const state = await loadBracketState(change);
    if (!state) throw new AppError('tournament.no_bracket');
    const row = state.rows.get(key);
    if (!row) throw notFound();
    await work(change, state, row);
    change.slots.add(key);
  });
  return slotView(ctx, tournamentId, key);
}

/** The slot's match while nobody has started it (a draft never scored). */
async function unstartedMatch(change: TournamentChange, row: SlotRow) {
  if (row.match_id === null) return null;
  const match = await findMatchState(change.trx, row.match_id);
  return match && match.status === 'draft' && match.live_status === null ? match : null;
}

async function moveMatch(change: TournamentChange, row: SlotRow, courtId: number | null, at: string | null) {
  const match = await unstartedMatch(change, row);
  if (!match) return;
  await updateMatch(change.trx, match.id, {
    court_id: courtId ?? change.row.court_id,
    played_at: at ?? change.now,
    updated_at: change.now,
  });
  await announceMatchChange(change.pending, change.trx, match.id);
}

async function requireCourt(change: TournamentChange, courtId: number | null | undefined) {
  if (courtId === null || courtId === undefined) return;
  if (!(await courtExists(change.trx, courtId))) throw fieldError('court_id', 'invalid_value');
}

/** A slot that is to be played now: both entries known, no result. */
function requireOpenSlot(change: TournamentChange, state: BracketState, row: SlotRow): void {
  if (change.row.status !== 'in_progress') throw new AppError('tournament.not_in_progress');
  if (row.result_winner !== null || (row.state !== 'ready' && row.state !== 'waiting'))
    throw new AppError('tournament.slot_not_playable');
  if (
    row.entrant_a === null ||
    row.entrant_b === null ||
    !state.draw.slots.some((slot) => slot.key === row.key)
  )
    throw new AppError('tournament.slot_not_playable');
}

export function scheduleSlot(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: SlotScheduleInput,
) {
  return withSlot(ctx, tournamentId, key, async (change, _state, row) => {
    await requireCourt(change, input.court_id);
    const courtId = input.court_id === undefined ? row.court_id : input.court_id;
    const at = input.scheduled_at === undefined ? row.scheduled_at : input.scheduled_at;
    await updateSlotRow(change.trx, row.id, { court_id: courtId, scheduled_at: at, updated_at: change.now });
    await moveMatch(change, row, courtId, at);
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      oldValues: { slot: key, court_id: row.court_id, scheduled_at: row.scheduled_at },
      newValues: { action: 'schedule_slot', slot: key, court_id: courtId, scheduled_at: at },
    });
  });
}

export function postponeSlot(ctx: ServiceContext, tournamentId: number, key: string, input: SlotReasonInput) {
  return withSlot(ctx, tournamentId, key, async (change, state, row) => {
    requireOpenSlot(change, state, row);
    if (row.match_status !== 'scheduled' || !(await unstartedMatch(change, row)))
      throw new AppError('tournament.slot_not_playable');
    await updateSlotRow(change.trx, row.id, {
      match_status: 'postponed',
      status_reason: input.reason,
      updated_at: change.now,
    });
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      newValues: { action: 'postpone_match', slot: key, match_id: row.match_id, reason: input.reason },
    });
  });
}

export function cancelSlotMatch(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: SlotReasonInput,
) {
  return withSlot(ctx, tournamentId, key, async (change, state, row) => {
    requireOpenSlot(change, state, row);
    if (row.match_status === 'cancelled') throw new AppError('tournament.slot_not_playable');
    const reason = input.reason ?? ctx.t('tournaments-messages:void_cancelled');
    if (row.match_id !== null) await voidSlotMatch(change, row.match_id, reason);
    await updateSlotRow(change.trx, row.id, {
      match_id: null,
      match_status: 'cancelled',
      status_reason: input.reason,
      updated_at: change.now,
    });
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      newValues: { action: 'cancel_match', slot: key, match_id: row.match_id, reason: input.reason },
    });
  });
}

export function rescheduleSlot(
  ctx: ServiceContext,
  tournamentId: number,
  key: string,
  input: SlotScheduleInput,
) {
  return withSlot(ctx, tournamentId, key, async (change, state, row) => {
    requireOpenSlot(change, state, row);
    if (row.match_status !== 'cancelled' && row.match_status !== 'postponed')
      throw new AppError('tournament.slot_not_playable');
    await requireCourt(change, input.court_id);
    const courtId = input.court_id === undefined ? row.court_id : input.court_id;
    const at = input.scheduled_at === undefined ? row.scheduled_at : input.scheduled_at;
    const values = {
      court_id: courtId,
      scheduled_at: at,
      // A cancelled slot gets a new match from the bracket's next step; a postponed one keeps its own.
      match_status: row.match_status === 'cancelled' ? null : 'scheduled',
      status_reason: null,
    };
    await updateSlotRow(change.trx, row.id, { ...values, updated_at: change.now });
    state.rows.set(key, { ...row, ...values });
    await moveMatch(change, row, courtId, at);
    await advanceBracket(change, state);
    await recordAudit(change.trx, ctx, {
      model: 'tournament',
      recordId: tournamentId,
      event: 'updated',
      newValues: { action: 'reschedule_match', slot: key, court_id: courtId, scheduled_at: at },
    });
  });
}
