/**
 * Staff's side of the entries (SPEC §3 "Player registration"; issue 14 §3). Rules owned here
 * (entering and places are registrations.places.ts):
 * - staff enter players as players do (same window, same checks), but a pair they enter needs
 *   no confirmation: they vouch for it;
 * - approve: an entry not yet approved (requires_approval) moves on to what it still owes;
 * - cancel: any entry not cancelled; the place goes to the first in line; an entry standing in a
 *   generated bracket is not withdrawn here (record walkovers, or delete the bracket first);
 * - waitlist: an entry holding a place goes to the line (at a position, else at the end) and its
 *   place to the first in line; promote: from the line to a free place (refused when full);
 * - refund: a cancelled entry's paid fee, through the payments module (its refund rules and
 *   gateway), for staff who may also manage payments;
 * - every step is audited; the people concerned are told.
 */
import {
  hasPermission,
  type PaymentCurrency,
  REGISTRATION_PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type Registration,
  type RegistrationCancelInput,
  type RegistrationCreateInput,
  type RegistrationListQuery,
  type RegistrationPaymentStatus,
  type RegistrationRefundInput,
  type RegistrationStats,
  type RegistrationStatus,
  type RegistrationUpdateInput,
  type RegistrationWaitlistInput,
} from '@pickleball/domain';
import { recordAudit } from '../../../platform/audit';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../../platform/list-page';
import { cancelPayment } from '../../payments/payments.actions';
import { refundPayment } from '../../payments/payments.refunds';
import { drawExists } from '../brackets/brackets.repository';
import { changeTournament, type TournamentChange, tellPlayers } from '../tournaments.changes';
import { findTournamentRow } from '../tournaments.repository';
import { loadRegistration, toRegistration } from './registrations.mapper';
import {
  cancelEntry,
  enterRegistration,
  fillPlaces,
  holdsPlace,
  renumberWaitlist,
  settleRegistration,
} from './registrations.places';
import {
  countPlaceHolders,
  countRegistrationStats,
  countRegistrations,
  findStoredRegistration,
  listRegistrationPage,
  listWaitlist,
  type StoredRegistration,
  updateRegistrationRow,
} from './registrations.repository';

export function invalidRegistrationStep(ctx: ServiceContext, status: string): AppError {
  const label = REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? status;
  return new AppError('tournament.registration_invalid_transition', { values: { status: ctx.t(label) } });
}

/** The entry, which must belong to the locked tournament. */
export async function requireRegistration(change: TournamentChange, id: number): Promise<StoredRegistration> {
  const registration = await findStoredRegistration(change.trx, id);
  if (!registration || registration.tournament_id !== change.row.id) throw notFound();
  return registration;
}

/** An entry drawn into the current bracket stays in it (walkovers settle its matches). */
export async function refuseIfDrawn(
  change: TournamentChange,
  registration: StoredRegistration,
): Promise<void> {
  if (registration.seed === null) return;
  if (await drawExists(change.trx, change.row.id)) throw new AppError('tournament.entry_in_bracket');
}

/** After the commit: the open checkout of a withdrawn entry is closed (its gateway told). */
export function closePaymentLater(ctx: ServiceContext) {
  return (paymentId: number) =>
    cancelPayment(ctx, paymentId, ctx.t('tournaments-messages:payment_cancelled'));
}

const playersOf = (registration: StoredRegistration) => [
  registration.player_id,
  ...(registration.partner_id === null ? [] : [registration.partner_id]),
];

async function requireTournament(ctx: ServiceContext, id: number) {
  const row = await findTournamentRow(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export async function listRegistrations(
  ctx: ServiceContext,
  tournamentId: number,
  query: RegistrationListQuery,
) {
  await requireTournament(ctx, tournamentId);
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countRegistrations(ctx.db, tournamentId, query),
    listRegistrationPage(ctx.db, tournamentId, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  return { data: rows.map(toRegistration), meta };
}

export async function getRegistrationStats(
  ctx: ServiceContext,
  tournamentId: number,
): Promise<RegistrationStats> {
  const tournament = await requireTournament(ctx, tournamentId);
  const { rows, collected } = await countRegistrationStats(ctx.db, tournamentId);
  const byStatus = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, 0])) as Record<
    RegistrationStatus,
    number
  >;
  const byPayment = Object.fromEntries(REGISTRATION_PAYMENT_STATUSES.map((status) => [status, 0])) as Record<
    RegistrationPaymentStatus,
    number
  >;
  for (const row of rows) {
    byStatus[row.status as RegistrationStatus] += row.count;
    if (row.status !== 'cancelled' || row.payment !== 'unpaid')
      byPayment[row.payment as RegistrationPaymentStatus] += row.count;
  }
  const taken = byStatus.registered + byStatus.pending + byStatus.confirmed;
  const max = tournament.max_participants;
  return {
    by_status: byStatus,
    by_payment_status: byPayment,
    places: { max, taken, free: max === null ? null : Math.max(0, max - taken) },
    collected,
    currency: tournament.currency as PaymentCurrency,
  };
}

export async function createRegistration(
  ctx: ServiceContext,
  tournamentId: number,
  input: RegistrationCreateInput,
): Promise<Registration> {
  requireActor(ctx);
  const id = await changeTournament(ctx, tournamentId, (change) =>
    enterRegistration(change, {
      playerId: input.player_id,
      partnerId: input.partner_id,
      notes: input.notes,
      ...(input.dupr_rating === undefined ? {} : { rating: input.dupr_rating }),
      byStaff: true,
    }),
  );
  return loadRegistration(ctx.db, id);
}

export async function updateRegistration(
  ctx: ServiceContext,
  tournamentId: number,
  id: number,
  input: RegistrationUpdateInput,
): Promise<Registration> {
  await changeTournament(ctx, tournamentId, async (change) => {
    const registration = await requireRegistration(change, id);
    const values = {
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(input.dupr_rating === undefined ? {} : { dupr_rating: input.dupr_rating }),
    };
    if (Object.keys(values).length === 0) return;
    await updateRegistrationRow(change.trx, id, { ...values, updated_at: change.now });
    await recordAudit(change.trx, ctx, {
      model: 'tournament_registration',
      recordId: id,
      event: 'updated',
      oldValues: { notes: registration.notes, dupr_rating: registration.dupr_rating },
      newValues: values,
    });
    change.parts.add('registrations');
  });
  return loadRegistration(ctx.db, id);
}

export async function approveRegistration(ctx: ServiceContext, tournamentId: number, id: number) {
  await changeTournament(ctx, tournamentId, async (change) => {
    const registration = await requireRegistration(change, id);
    if (registration.status === 'cancelled' || registration.approved_at !== null)
      throw invalidRegistrationStep(ctx, registration.status);
    const approved = { ...registration, approved_at: change.now, approved_by: requireActor(ctx).id };
    await updateRegistrationRow(change.trx, id, {
      approved_at: approved.approved_at,
      approved_by: approved.approved_by,
      updated_at: change.now,
    });
    const settled = await settleRegistration(change, approved);
    await recordAudit(change.trx, ctx, {
      model: 'tournament_registration',
      recordId: id,
      event: 'updated',
      oldValues: { status: registration.status },
      newValues: { action: 'approve', status: settled.status },
    });
    await tellPlayers(change, playersOf(registration), 'approved');
    change.parts.add('registrations');
  });
  return loadRegistration(ctx.db, id);
}

export async function cancelRegistration(
  ctx: ServiceContext,
  tournamentId: number,
  id: number,
  input: RegistrationCancelInput,
) {
  await changeTournament(ctx, tournamentId, async (change) => {
    const registration = await requireRegistration(change, id);
    if (registration.status === 'cancelled') throw invalidRegistrationStep(ctx, registration.status);
    await refuseIfDrawn(change, registration);
    await cancelEntry(change, registration, input.reason, closePaymentLater(ctx));
    await tellPlayers(change, playersOf(registration), 'cancelled', {
      reason: input.reason ?? ctx.t('tournaments-messages:no_reason'),
    });
  });
  return loadRegistration(ctx.db, id);
}

export async function waitlistRegistration(
  ctx: ServiceContext,
  tournamentId: number,
  id: number,
  input: RegistrationWaitlistInput,
) {
  await changeTournament(ctx, tournamentId, async (change) => {
    const registration = await requireRegistration(change, id);
    if (!holdsPlace(registration.status)) throw invalidRegistrationStep(ctx, registration.status);
    await refuseIfDrawn(change, registration);
    const line = await listWaitlist(change.trx, change.row.id);
    const position = Math.min(input.position ?? line.length + 1, line.length + 1);
    // Make room at the position, then renumber: the line stays 1..n.
    for (const entry of line)
      if ((entry.waitlist_position ?? 0) >= position)
        await updateRegistrationRow(change.trx, entry.id, {
          waitlist_position: (entry.waitlist_position ?? 0) + 1,
          updated_at: change.now,
        });
    await updateRegistrationRow(change.trx, id, {
      status: 'waitlisted',
      waitlist_position: position,
      updated_at: change.now,
    });
    await renumberWaitlist(change);
    await recordAudit(change.trx, ctx, {
      model: 'tournament_registration',
      recordId: id,
      event: 'updated',
      oldValues: { status: registration.status },
      newValues: { action: 'waitlist', status: 'waitlisted', waitlist_position: position },
    });
    await tellPlayers(change, playersOf(registration), 'waitlisted', { position });
    await fillPlaces(change, id);
    change.parts.add('registrations');
  });
  return loadRegistration(ctx.db, id);
}

export async function promoteRegistration(ctx: ServiceContext, tournamentId: number, id: number) {
  await changeTournament(ctx, tournamentId, async (change) => {
    const registration = await requireRegistration(change, id);
    if (registration.status !== 'waitlisted') throw invalidRegistrationStep(ctx, registration.status);
    const max = change.row.max_participants;
    if (max !== null && (await countPlaceHolders(change.trx, change.row.id)) >= max)
      throw new AppError('tournament.full');
    await updateRegistrationRow(change.trx, id, {
      status: 'registered',
      waitlist_position: null,
      updated_at: change.now,
    });
    await settleRegistration(change, { ...registration, status: 'registered', waitlist_position: null });
    await renumberWaitlist(change);
    await recordAudit(change.trx, ctx, {
      model: 'tournament_registration',
      recordId: id,
      event: 'updated',
      oldValues: { status: 'waitlisted', waitlist_position: registration.waitlist_position },
      newValues: { action: 'promote' },
    });
    await tellPlayers(change, playersOf(registration), 'promoted');
    change.parts.add('registrations');
  });
  return loadRegistration(ctx.db, id);
}

/** A cancelled entry's paid fee back to the payer, through the payments module's refund. */
export async function refundRegistration(
  ctx: ServiceContext,
  tournamentId: number,
  id: number,
  input: RegistrationRefundInput,
): Promise<Registration> {
  const actor = requireActor(ctx);
  if (!hasPermission(actor, 'payment.manage'))
    throw new AppError('permission.missing', { values: { permission: 'payment.manage' } });
  const registration = await findStoredRegistration(ctx.db, id);
  if (!registration || registration.tournament_id !== tournamentId) throw notFound();
  if (
    registration.status !== 'cancelled' ||
    registration.payment_id === null ||
    (registration.payment_status !== 'paid' && registration.payment_status !== 'partial')
  )
    throw new AppError('tournament.not_refundable');
  await refundPayment(ctx, registration.payment_id, {
    amount: input.amount,
    reason: input.reason,
    idempotency_key: input.idempotency_key,
  });
  await recordAudit(ctx.db, ctx, {
    model: 'tournament_registration',
    recordId: id,
    event: 'updated',
    newValues: {
      action: 'refund',
      payment_id: registration.payment_id,
      amount: input.amount,
      reason: input.reason,
    },
  });
  return loadRegistration(ctx.db, id);
}
