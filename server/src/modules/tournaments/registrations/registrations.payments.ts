/**
 * Entry fees through the payments module. Rules owned here:
 * - the payments module tells us of every move of an entry's payment inside the transaction that
 *   moves it (registerPaymentPurpose): money in full makes the entry paid (and confirmed, when
 *   the fee was all it still owed); money back makes it refunded (partial for part of it);
 * - a payment that is not the entry's current one changes nothing;
 * - that transaction has no realtime queue of ours, so the change is announced by a job queued
 *   in it (`tournament.announce`): screens hear of it once it committed, never before.
 */
import {
  type PartnerStatus,
  paymentStatusOf,
  placeStatus,
  type RegistrationPaymentStatus,
  resourceRoom,
  type TournamentStatus,
  tournamentRoom,
} from '@pickleball/domain';
import { nowIso, toBool } from '../../../db/dialect';
import type { AppServices } from '../../../platform/context';
import { enqueueJob, type JobPayloads } from '../../../platform/jobs/jobs';
import type { PaymentPurposeHandler } from '../../payments/payments.purposes';
import { bumpRevision } from '../tournaments.repository';
import { findAnnouncedTournament, findFeeTournament } from './registrations.payments.repository';
import { holdsPlace } from './registrations.places';
import { findStoredRegistration, updateRegistrationRow } from './registrations.repository';

export const registrationPaymentPurpose: PaymentPurposeHandler = {
  async onChange(trx, payment, change) {
    if (payment.purpose_id === null) return;
    const registration = await findStoredRegistration(trx, payment.purpose_id);
    if (!registration || registration.payment_id !== payment.id) return;
    const tournament = await findFeeTournament(trx, registration.tournament_id);
    const paymentStatus = paymentStatusOf({
      status: payment.status,
      amount: Number(payment.amount),
      refunded_amount: change.kind === 'refunded' ? change.refundedTotal : Number(payment.refunded_amount),
    });
    const status = holdsPlace(registration.status)
      ? placeStatus({
          partnerNeeded: registration.partner_id !== null,
          partnerStatus: registration.partner_status as PartnerStatus | null,
          requiresApproval: toBool(tournament.requires_approval),
          approved: registration.approved_at !== null,
          feeDue: !toBool(tournament.is_free) && Number(tournament.entry_fee ?? 0) > 0,
          paymentStatus: paymentStatus as RegistrationPaymentStatus,
        })
      : registration.status;
    if (paymentStatus === registration.payment_status && status === registration.status) return;
    const now = nowIso();
    await updateRegistrationRow(trx, registration.id, {
      payment_status: paymentStatus,
      status,
      updated_at: now,
    });
    await bumpRevision(trx, tournament.id, now);
    await enqueueJob(trx, 'tournament.announce', { tournament_id: tournament.id, parts: ['registrations'] });
  },
};

/** The job: announces a change made in another module's transaction (see the rules above). */
export async function runTournamentAnnounce(
  services: AppServices,
  payload: JobPayloads['tournament.announce'],
): Promise<void> {
  const row = await findAnnouncedTournament(services.db, payload.tournament_id);
  if (!row) return;
  const data = {
    id: row.id,
    status: row.status as TournamentStatus,
    revision: row.revision,
    parts: payload.parts,
    slots: [],
  };
  services.realtime.publish(resourceRoom('tournaments'), { type: 'tournament.updated', id: row.id, data });
  if (toBool(row.is_public) && toBool(row.is_active) && !toBool(row.is_archived))
    services.realtime.publish(tournamentRoom(row.id), { type: 'tournament.updated', id: row.id, data });
}
