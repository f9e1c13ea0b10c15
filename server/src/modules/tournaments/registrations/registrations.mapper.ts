/** Registrations as the API speaks them, shaped by one function. */
import type {
  MyRegistration,
  PartnerStatus,
  PaymentCurrency,
  PaymentStatus,
  PlayerCandidate,
  Registration,
  RegistrationPaymentStatus,
  RegistrationStatus,
  TournamentFormat,
  TournamentStatus,
  TournamentType,
} from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../../db/dialect';
import { notFound } from '../../../platform/errors';
import { entryName } from '../tournaments.mapper';
import type { listTournamentsOfEntries } from '../tournaments.repository';
import { findRegistrationRow, type RegistrationRow } from './registrations.repository';

const rating = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;
const gender = (value: string | null) =>
  value === 'male' || value === 'female' || value === 'other' ? value : null;

const GENDERS = new Set(['male', 'female', 'other']);
export const toGender = (value: string | null) =>
  value !== null && GENDERS.has(value) ? (value as PlayerCandidate['gender']) : null;

type EntryTournamentRow = Awaited<ReturnType<typeof listTournamentsOfEntries>>[number];

export function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    tournament_id: row.tournament_id,
    name: entryName(row.player_name, row.partner_name),
    player: {
      id: row.player_id,
      name: row.player_name,
      username: row.player_username,
      gender: gender(row.player_gender),
      rating: rating(row.player_rating),
    },
    partner:
      row.partner_id !== null && row.partner_name
        ? {
            id: row.partner_id,
            name: row.partner_name,
            username: row.partner_username ?? '',
            gender: gender(row.partner_gender),
            rating: rating(row.partner_rating),
          }
        : null,
    partner_status: row.partner_status as PartnerStatus | null,
    partner_responded_at: toIsoOrNull(row.partner_responded_at),
    dupr_rating: rating(row.dupr_rating),
    notes: row.notes,
    status: row.status as RegistrationStatus,
    waitlist_position: row.waitlist_position,
    payment_status: row.payment_status as RegistrationPaymentStatus,
    payment:
      row.payment_id !== null && row.payment_transaction_id
        ? {
            id: row.payment_id,
            transaction_id: row.payment_transaction_id,
            status: row.payment_state as PaymentStatus,
            amount: Number(row.payment_amount),
            refunded_amount: Number(row.payment_refunded),
            currency: row.payment_currency as PaymentCurrency,
            pay_url: `/pay/${row.payment_id}`,
          }
        : null,
    seed: row.seed,
    final_place: row.final_place,
    medal: row.medal as Registration['medal'],
    approved_at: toIsoOrNull(row.approved_at),
    approved_by:
      row.approved_by !== null && row.approver_name ? { id: row.approved_by, name: row.approver_name } : null,
    cancel_reason: row.cancel_reason,
    cancelled_at: toIsoOrNull(row.cancelled_at),
    registered_by:
      row.registered_by !== null && row.registrar_name
        ? { id: row.registered_by, name: row.registrar_name }
        : null,
    registered_at: toIso(row.registered_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function loadRegistration(db: Db, id: number): Promise<Registration> {
  const row = await findRegistrationRow(db, id);
  if (!row) throw notFound();
  return toRegistration(row);
}

/** A registration as its player or partner sees it: their role and the tournament it is for. */
export function toMyRegistration(
  registration: Registration,
  row: EntryTournamentRow,
  userId: number,
): MyRegistration {
  return {
    ...registration,
    my_role: registration.player.id === userId ? ('player' as const) : ('partner' as const),
    tournament: {
      id: row.id,
      name: row.name,
      type: row.type as TournamentType,
      format: row.format as TournamentFormat,
      status: row.status as TournamentStatus,
      start_date: row.start_date,
      end_date: row.end_date,
      location: row.location,
      is_free: toBool(row.is_free),
      entry_fee: row.entry_fee === null ? null : Number(row.entry_fee),
      currency: row.currency as PaymentCurrency,
      requires_approval: toBool(row.requires_approval),
    },
  };
}
