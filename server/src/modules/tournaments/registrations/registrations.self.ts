/**
 * The players' side of the entries. Rules owned here:
 * - a signed-in player enters a public, active tournament (a private one takes entries through
 *   staff only) and invites their partner, who is told and answers: accept, or decline (the
 *   entry is withdrawn and the player told);
 * - the player or the partner may withdraw the entry (the other is told) until it stands in a
 *   generated bracket;
 * - the player pays the fee once nothing else stands in the way: the answer is the payment to
 *   check out (POST /me/payments/{id}/checkout); a failed or cancelled payment gets a new one.
 */
import {
  type MyRegistration,
  OPEN_PAYMENT_STATUSES,
  type PaymentCurrency,
  type Registration,
  type RegistrationPayOutcome,
  type SelfRegistrationInput,
} from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { toBool } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { createPayment } from '../../payments/payments.checkout';
import { changeTournament, type TournamentChange, tellPlayers } from '../tournaments.changes';
import { listTournamentsOfEntries } from '../tournaments.repository';
import { loadRegistration, toMyRegistration, toRegistration } from './registrations.mapper';
import { findEntryPayment } from './registrations.payments.repository';
import {
  cancelEntry,
  enterRegistration,
  holdsPlace,
  REGISTRATION_PURPOSE,
  registrationFailed,
  settleRegistration,
} from './registrations.places';
import {
  findStoredRegistration,
  findUserName,
  listRegistrationRowsOfUser,
  updateRegistrationRow,
} from './registrations.repository';
import { closePaymentLater, invalidRegistrationStep, refuseIfDrawn } from './registrations.service';

async function toMine(db: Db, registrations: Registration[], userId: number): Promise<MyRegistration[]> {
  const ids = [...new Set(registrations.map((registration) => registration.tournament_id))];
  if (ids.length === 0) return [];
  const tournaments = new Map((await listTournamentsOfEntries(db, ids)).map((row) => [row.id, row]));
  return registrations.flatMap((registration) => {
    const row = tournaments.get(registration.tournament_id);
    return row ? [toMyRegistration(registration, row, userId)] : [];
  });
}

async function loadMine(ctx: ServiceContext, id: number): Promise<MyRegistration> {
  const actor = requireActor(ctx);
  return (await toMine(ctx.db, [await loadRegistration(ctx.db, id)], actor.id))[0] as MyRegistration;
}

export async function listMyRegistrations(ctx: ServiceContext): Promise<MyRegistration[]> {
  const actor = requireActor(ctx);
  const rows = await listRegistrationRowsOfUser(ctx.db, actor.id);
  return toMine(ctx.db, rows.map(toRegistration), actor.id);
}

export async function registerMyself(
  ctx: ServiceContext,
  input: SelfRegistrationInput,
): Promise<MyRegistration> {
  const actor = requireActor(ctx);
  const id = await changeTournament(ctx, input.tournament_id, async (change) => {
    if (!toBool(change.row.is_public)) throw registrationFailed(change, 'not_public');
    return enterRegistration(change, {
      playerId: actor.id,
      partnerId: input.partner_id,
      notes: input.notes,
      byStaff: false,
    });
  });
  return loadMine(ctx, id);
}

/** The entry the signed-in user is part of, inside a change of its tournament. */
async function withMyRegistration(
  ctx: ServiceContext,
  id: number,
  work: (
    change: TournamentChange,
    registration: NonNullable<Awaited<ReturnType<typeof findStoredRegistration>>>,
  ) => Promise<void>,
): Promise<MyRegistration> {
  const actor = requireActor(ctx);
  const found = await findStoredRegistration(ctx.db, id);
  if (!found || (found.player_id !== actor.id && found.partner_id !== actor.id)) throw notFound();
  await changeTournament(ctx, found.tournament_id, async (change) => {
    const registration = await findStoredRegistration(change.trx, id);
    if (!registration) throw notFound();
    await work(change, registration);
  });
  return loadMine(ctx, id);
}

function answerInvitation(ctx: ServiceContext, id: number, accept: boolean) {
  return withMyRegistration(ctx, id, async (change, registration) => {
    if (registration.partner_id !== requireActor(ctx).id) throw new AppError('tournament.not_partner');
    if (registration.status === 'cancelled' || registration.partner_status !== 'invited')
      throw invalidRegistrationStep(ctx, registration.status);
    await updateRegistrationRow(change.trx, id, {
      partner_status: accept ? 'confirmed' : 'declined',
      partner_responded_at: change.now,
      updated_at: change.now,
    });
    await recordAudit(change.trx, ctx, {
      model: 'tournament_registration',
      recordId: id,
      event: 'updated',
      oldValues: { partner_status: 'invited' },
      newValues: { action: accept ? 'accept' : 'decline' },
    });
    const partnerName = await nameOf(change.trx, registration.partner_id as number);
    if (accept) {
      await settleRegistration(change, {
        ...registration,
        partner_status: 'confirmed',
        partner_responded_at: change.now,
      });
      await tellPlayers(change, [registration.player_id], 'partner_accepted', { name: partnerName });
    } else {
      await cancelEntry(
        change,
        { ...registration, partner_status: 'declined' },
        ctx.t('tournaments-messages:partner_declined_reason'),
        closePaymentLater(ctx),
      );
      await tellPlayers(change, [registration.player_id], 'partner_declined', { name: partnerName });
    }
    change.parts.add('registrations');
  });
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const row = await findUserName(db, userId);
  return row?.name ?? '';
}

export const acceptInvitation = (ctx: ServiceContext, id: number) => answerInvitation(ctx, id, true);
export const declineInvitation = (ctx: ServiceContext, id: number) => answerInvitation(ctx, id, false);

export function cancelMyRegistration(ctx: ServiceContext, id: number): Promise<MyRegistration> {
  return withMyRegistration(ctx, id, async (change, registration) => {
    if (registration.status === 'cancelled') throw invalidRegistrationStep(ctx, registration.status);
    await refuseIfDrawn(change, registration);
    await cancelEntry(
      change,
      registration,
      ctx.t('tournaments-messages:withdrawn_reason'),
      closePaymentLater(ctx),
    );
    const others = [registration.player_id, registration.partner_id].filter(
      (user): user is number => user !== null && user !== requireActor(ctx).id,
    );
    await tellPlayers(change, others, 'cancelled', {
      reason: ctx.t('tournaments-messages:withdrawn_reason'),
    });
  });
}

/** The fee's payment to check out: the open one, or a new one after a failed or cancelled try. */
export async function payMyRegistration(ctx: ServiceContext, id: number): Promise<RegistrationPayOutcome> {
  const actor = requireActor(ctx);
  let outcome: RegistrationPayOutcome | null = null;
  await withMyRegistration(ctx, id, async (change, registration) => {
    if (registration.player_id !== actor.id) throw notFound();
    const { row } = change;
    const fee = !toBool(row.is_free) && Number(row.entry_fee ?? 0) > 0;
    const ready =
      holdsPlace(registration.status) &&
      (registration.partner_id === null || registration.partner_status === 'confirmed') &&
      (!toBool(row.requires_approval) || registration.approved_at !== null);
    if (
      !fee ||
      !ready ||
      registration.payment_status === 'paid' ||
      registration.payment_status === 'refunded'
    )
      throw invalidRegistrationStep(ctx, registration.status);
    if (registration.payment_id !== null) {
      const payment = await findEntryPayment(change.trx, registration.payment_id);
      if (payment && (OPEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) {
        outcome = { payment_id: payment.id, pay_url: `/pay/${payment.id}` };
        return;
      }
    }
    const payment = await createPayment(
      change.trx,
      {
        amount: Number(row.entry_fee),
        currency: row.currency as PaymentCurrency,
        purpose: { type: REGISTRATION_PURPOSE, id: registration.id },
        userId: registration.player_id,
        description: ctx.t('tournaments-messages:payment_description', { tournament: row.name }),
        reference: `T${row.id}-R${registration.id}`,
        createdBy: actor.id,
      },
      change.pending,
    );
    await updateRegistrationRow(change.trx, id, {
      payment_id: payment.id,
      payment_status: 'unpaid',
      updated_at: change.now,
    });
    change.parts.add('registrations');
    outcome = { payment_id: payment.id, pay_url: payment.pay_url };
  });
  if (!outcome) throw notFound();
  return outcome;
}
