/**
 * A tournament's state (SPEC §4 "Tournament"; the transitions are the domain's
 * TOURNAMENT_TRANSITIONS). Rules owned here:
 * - open_registration queues the deadline's job (closes registration at the deadline unless late
 *   entries are allowed); close_registration generates the bracket at once with
 *   auto_bracket_generation (when that fails, registration still closes and the reason is kept
 *   in the audit trail: the organiser generates by hand);
 * - reopen_registration only while no bracket result exists;
 * - start needs a bracket: its ready slots become real matches at once;
 * - complete needs every bracket slot settled: the final placings are recorded on the entries
 *   (place and medal) and every drawn player is told theirs;
 * - cancel voids every bracket match not yet approved, cancels every entry (their open payments
 *   closed, paid fees left for staff to refund) and tells the players;
 * - each step is audited with the status before and after, and announced.
 */
import {
  canTransitionTournament,
  computePlacings,
  TOURNAMENT_TRANSITIONS,
  type Tournament,
  type TournamentAction,
  type TournamentActionInput,
  type TournamentStatus,
} from '@pickleball/domain';
import pino from 'pino';
import { toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import type { AppServices, ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { JobPayloads } from '../../platform/jobs/jobs';
import { generateBracketIn } from './brackets/brackets.generate';
import { voidSlotMatch } from './brackets/brackets.matches';
import { advanceBracket, loadBracketState } from './brackets/brackets.progress';
import {
  clearPlacings,
  hasSlotResult,
  listSlotMatchStatuses,
  setPlacing,
  updateSlotRow,
} from './brackets/brackets.repository';
import { cancelEntry } from './registrations/registrations.places';
import { listStoredRegistrations } from './registrations/registrations.repository';
import { closePaymentLater } from './registrations/registrations.service';
import {
  changeTournament,
  invalidTournamentStep,
  type TournamentChange,
  tellPlayers,
} from './tournaments.changes';
import { loadTournament } from './tournaments.mapper';
import { findDeadlineTournament, updateTournamentRow } from './tournaments.repository';
import { scheduleDeadlineClose } from './tournaments.service';

/** The context of work nobody asked for just now (a job): no actor, the default language. */
function systemContext(services: AppServices, job: string): ServiceContext {
  return {
    db: services.db,
    actor: null,
    locale: 'en',
    t: services.translator.t('en'),
    meta: { ip: '127.0.0.1', url: `job:${job}`, userAgent: null, origin: services.config.publicUrl ?? '' },
    services,
    log: pino({ level: services.config.logLevel }),
  };
}

/** Moves the status (checked) and stamps when it happened. */
async function moveStatus(change: TournamentChange, action: TournamentAction, reason: string | null) {
  const { row, trx, now, ctx } = change;
  if (!canTransitionTournament(action, row.status as TournamentStatus))
    throw invalidTournamentStep(ctx, row.status);
  const status = TOURNAMENT_TRANSITIONS[action].to;
  const stamp = {
    open_registration: { registration_opened_at: now },
    reopen_registration: { registration_opened_at: now, registration_closed_at: null },
    close_registration: { registration_closed_at: now },
    start: { started_at: now },
    complete: { completed_at: now },
    cancel: { cancelled_at: now, cancel_reason: reason },
  }[action];
  await updateTournamentRow(trx, row.id, { status, ...stamp, updated_at: now });
  await recordAudit(trx, ctx, {
    model: 'tournament',
    recordId: row.id,
    event: 'updated',
    oldValues: { status: row.status },
    newValues: { action, status, ...(reason ? { reason } : {}) },
  });
  change.row = { ...change.row, status, ...stamp };
  change.parts.add('details');
}

async function closeRegistration(change: TournamentChange, reason: string | null) {
  await moveStatus(change, 'close_registration', reason);
  if (!toBool(change.row.auto_bracket_generation)) return;
  try {
    // A savepoint would be the tidy way; generation checks everything before it writes, so a
    // refusal leaves nothing behind.
    await generateBracketIn(change, 'auto');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await recordAudit(change.trx, change.ctx, {
      model: 'tournament',
      recordId: change.row.id,
      event: 'updated',
      newValues: {
        action: 'generate_bracket',
        trigger: 'auto',
        failed: error.code,
        values: error.values ?? {},
      },
    });
  }
}

async function startTournament(change: TournamentChange, reason: string | null) {
  if (!canTransitionTournament('start', change.row.status as TournamentStatus))
    throw invalidTournamentStep(change.ctx, change.row.status);
  const state = await loadBracketState(change);
  if (!state) throw new AppError('tournament.no_bracket');
  await moveStatus(change, 'start', reason);
  await advanceBracket(change, state);
}

async function completeTournament(change: TournamentChange, reason: string | null) {
  const { trx, row, now } = change;
  if (!canTransitionTournament('complete', row.status as TournamentStatus))
    throw invalidTournamentStep(change.ctx, row.status);
  const state = await loadBracketState(change);
  if (!state) throw new AppError('tournament.no_bracket');
  const progress = await advanceBracket(change, state);
  const placings = computePlacings(state.draw, progress);
  if (!placings) throw new AppError('tournament.not_finished');
  await clearPlacings(trx, row.id);
  const drawn = await listStoredRegistrations(trx, row.id, ['confirmed', 'registered', 'pending']);
  const bySeed = new Map(
    drawn.filter((entry) => entry.seed !== null).map((entry) => [entry.seed as number, entry]),
  );
  for (const placing of placings) {
    const entry = bySeed.get(placing.entrant);
    if (!entry) continue;
    await setPlacing(trx, entry.id, placing, now);
    await tellPlayers(change, [entry.player_id, ...(entry.partner_id ? [entry.partner_id] : [])], 'placed', {
      place: placing.place,
    });
  }
  await moveStatus(change, 'complete', reason);
  await recordAudit(trx, change.ctx, {
    model: 'tournament',
    recordId: row.id,
    event: 'updated',
    newValues: {
      action: 'placings',
      placings: placings.map((p) => ({ seed: p.entrant, place: p.place, medal: p.medal })),
    },
  });
  change.parts.add('registrations');
}

async function cancelTournament(change: TournamentChange, reason: string | null) {
  const { trx, row, ctx, now } = change;
  await moveStatus(change, 'cancel', reason);
  const voidReason = ctx.t('tournaments-messages:void_tournament_cancelled');
  const slots = await listSlotMatchStatuses(trx, row.id);
  for (const slot of slots) {
    // An approved result stays in the ratings (voiding it is the matches module's own step).
    if (slot.status === 'approved' || slot.status === 'verified') continue;
    await voidSlotMatch(change, slot.match_id, voidReason);
    await updateSlotRow(trx, slot.id, { match_status: 'cancelled', updated_at: now });
    change.slots.add(slot.key);
  }
  const entries = await listStoredRegistrations(trx, row.id, [
    'registered',
    'pending',
    'confirmed',
    'waitlisted',
  ]);
  const told = new Set<number>();
  for (const entry of entries) {
    await cancelEntry(
      change,
      entry,
      reason ?? ctx.t('tournaments-messages:tournament_cancelled_reason'),
      closePaymentLater(ctx),
    );
    told.add(entry.player_id);
    if (entry.partner_id !== null) told.add(entry.partner_id);
  }
  await tellPlayers(change, [...told], 'tournament_cancelled', {
    reason: reason ?? ctx.t('tournaments-messages:no_reason'),
  });
}

export async function runTournamentAction(
  ctx: ServiceContext,
  id: number,
  action: TournamentAction,
  input: TournamentActionInput,
): Promise<Tournament> {
  await changeTournament(ctx, id, async (change) => {
    switch (action) {
      case 'open_registration':
        await moveStatus(change, action, input.reason);
        await scheduleDeadlineClose(change.trx, change.row);
        return;
      case 'close_registration':
        return closeRegistration(change, input.reason);
      case 'reopen_registration':
        if (await hasSlotResult(change.trx, change.row.id))
          throw invalidTournamentStep(ctx, change.row.status);
        await moveStatus(change, action, input.reason);
        await scheduleDeadlineClose(change.trx, change.row);
        return;
      case 'start':
        return startTournament(change, input.reason);
      case 'complete':
        return completeTournament(change, input.reason);
      case 'cancel':
        return cancelTournament(change, input.reason);
    }
  });
  return loadTournament(ctx.db, id);
}

/**
 * The deadline's job: closes registration if the tournament is still open, its deadline is still
 * the one the job was queued for and has passed, and late entries are still not allowed.
 */
export async function runRegistrationDeadline(
  services: AppServices,
  payload: JobPayloads['tournament.registration_deadline'],
): Promise<void> {
  const ctx = systemContext(services, 'tournament.registration_deadline');
  const row = await findDeadlineTournament(ctx.db, payload.tournament_id);
  if (row?.status !== 'registration_open' || row.registration_deadline === null) return;
  if (new Date(row.registration_deadline).toISOString() !== payload.deadline) return;
  if (toBool(row.allow_late_registration) || Date.parse(payload.deadline) > Date.now()) return;
  await changeTournament(ctx, row.id, async (change) => {
    if (change.row.status !== 'registration_open') return;
    await closeRegistration(change, ctx.t('tournaments-messages:closed_at_deadline'));
  });
}
