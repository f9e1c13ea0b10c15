/**
 * Entries and their places. Rules owned here:
 * - an entry is refused, with SPEC's 'Failed to register player' and the reason, when
 *   registration is not open (or its deadline passed without late entries), when a pair event
 *   gets no partner (or a singles one gets one), when mixed doubles is not one man and one woman
 *   by their profiles, and when a player is already entered (the tournament_entrants key is the
 *   last word, even for two requests at once);
 * - each player's rating for the event's type is taken when entering (the profile's point, which
 *   DUPR sync keeps, else the rank point rating); the entry's rating is the pair's average;
 * - beyond max_participants an entry is waitlisted at the end of the line; a freed place goes to
 *   the first in line at once, who is told; positions stay 1..n;
 * - a place's status follows what is still owed (domain placeStatus): the partner's word, staff
 *   approval, then the fee; the fee's payment is asked (payments module, in this transaction)
 *   once nothing else stands in the way, so a refused or declined entry never had a payment.
 */
import {
  buildSearchText,
  isPairEvent,
  mixedPairProblem,
  type PartnerStatus,
  type PaymentCurrency,
  placeStatus,
  type RegistrationPaymentStatus,
  type TournamentType,
  teamRating,
  vietnameseSortKey,
} from '@pickleball/domain';
import { isUniqueViolation, toBool } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { createPayment } from '../../payments/payments.checkout';
import { type TournamentChange, tellPlayers } from '../tournaments.changes';
import { entryName } from '../tournaments.mapper';
import type { StoredTournament } from '../tournaments.repository';
import {
  countPlaceHolders,
  deleteEntrants,
  findEnteredUsers,
  findPlayers,
  findStoredRegistration,
  insertEntrants,
  insertRegistration,
  listWaitlist,
  type StoredRegistration,
  updateRegistrationRow,
} from './registrations.repository';

export const REGISTRATION_PURPOSE = 'tournament_registration';

/** Why an entry is refused (`tournaments-messages:registration_failure.<reason>`), written out for the catalog check. */
const FAILURES = {
  closed: 'tournaments-messages:registration_failure.closed',
  deadline_passed: 'tournaments-messages:registration_failure.deadline_passed',
  not_public: 'tournaments-messages:registration_failure.not_public',
  partner_required: 'tournaments-messages:registration_failure.partner_required',
  no_partner_in_singles: 'tournaments-messages:registration_failure.no_partner_in_singles',
  partner_is_player: 'tournaments-messages:registration_failure.partner_is_player',
  player_not_found: 'tournaments-messages:registration_failure.player_not_found',
  gender_missing: 'tournaments-messages:registration_failure.gender_missing',
  mixed_pair: 'tournaments-messages:registration_failure.mixed_pair',
  already_registered: 'tournaments-messages:registration_failure.already_registered',
} as const;
export type RegistrationFailure = keyof typeof FAILURES;

export function registrationFailed(
  change: Pick<TournamentChange, 'ctx'>,
  reason: RegistrationFailure,
  values: Record<string, string> = {},
): AppError {
  return new AppError('tournament.registration_failed', {
    values: { reason: change.ctx.t(FAILURES[reason], values) },
  });
}

const HOLDS_PLACE = new Set(['registered', 'pending', 'confirmed']);
export const holdsPlace = (status: string) => HOLDS_PLACE.has(status);

/** A user's ratings as stored: the profile's points and the rank points' ratings. */
export interface StoredRatings {
  single_point: number | null;
  double_point: number | null;
  single_rating: number | null;
  double_rating: number | null;
}

/** The player's rating for the event's type: the profile's point (DUPR sync writes it), else rank points. */
export function ratingFor(player: StoredRatings, type: TournamentType): number | null {
  const value =
    type === 'singles'
      ? (player.single_point ?? player.single_rating)
      : (player.double_point ?? player.double_rating);
  return value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;
}

export interface EntryRequest {
  playerId: number;
  partnerId: number | null;
  notes: string | null;
  /** Staff's own figure for the entry's rating (undefined: from the profiles). */
  rating?: number | null;
  /** Staff entered it: the pair needs no confirmation, and it is registered by them. */
  byStaff: boolean;
}

/** Enters a player or a pair (the tournament is locked by the change); answers the new id. */
export async function enterRegistration(change: TournamentChange, request: EntryRequest): Promise<number> {
  const { trx, row, ctx, now } = change;
  const type = row.type as TournamentType;
  const window = registrationWindowOf(row);
  if (window !== 'open') throw registrationFailed(change, window);
  if (isPairEvent(type) && request.partnerId === null) throw registrationFailed(change, 'partner_required');
  if (!isPairEvent(type) && request.partnerId !== null)
    throw registrationFailed(change, 'no_partner_in_singles');
  if (request.partnerId === request.playerId) throw registrationFailed(change, 'partner_is_player');
  const userIds = request.partnerId === null ? [request.playerId] : [request.playerId, request.partnerId];
  const people = await findPlayers(trx, userIds);
  const player = people.find((person) => person.id === request.playerId);
  const partner = people.find((person) => person.id === request.partnerId);
  if (
    !player ||
    !toBool(player.is_active) ||
    (request.partnerId !== null && (!partner || !toBool(partner.is_active)))
  )
    throw registrationFailed(change, 'player_not_found');
  if (type === 'mixed_doubles') {
    const problem = mixedPairProblem(player.gender, partner?.gender ?? null);
    if (problem) throw registrationFailed(change, problem);
  }
  const entered = await findEnteredUsers(trx, row.id, userIds);
  if (entered.length > 0)
    throw registrationFailed(change, 'already_registered', { name: entered[0]?.name ?? '' });

  const playerRating = ratingFor(player, type);
  const partnerRating = partner ? ratingFor(partner, type) : null;
  const teamValue = teamRating(partner ? [playerRating, partnerRating] : [playerRating]);
  const full =
    row.max_participants !== null && (await countPlaceHolders(trx, row.id)) >= row.max_participants;
  const waitlist = full ? await listWaitlist(trx, row.id) : [];
  const partnerStatus: PartnerStatus | null = partner ? (request.byStaff ? 'confirmed' : 'invited') : null;
  const name = entryName(player.name, partner?.name);
  const id = await insertRegistration(trx, {
    tournament_id: row.id,
    player_id: player.id,
    partner_id: partner?.id ?? null,
    partner_status: partnerStatus,
    partner_responded_at: partnerStatus === 'confirmed' ? now : null,
    player_rating: playerRating,
    partner_rating: partnerRating,
    dupr_rating:
      request.rating === undefined
        ? teamValue === null
          ? null
          : Math.round(teamValue * 1000) / 1000
        : request.rating,
    notes: request.notes,
    status: full ? 'waitlisted' : 'registered',
    waitlist_position: full ? waitlist.length + 1 : null,
    approved_at: null,
    approved_by: null,
    payment_status: 'unpaid',
    payment_id: null,
    seed: null,
    manual_order: null,
    final_place: null,
    medal: null,
    cancel_reason: null,
    cancelled_at: null,
    cancelled_by: null,
    registered_by: request.byStaff ? (ctx.actor?.id ?? null) : null,
    registered_at: now,
    sort_name: vietnameseSortKey(name),
    search_text: buildSearchText([player.name, player.username, partner?.name, partner?.username]),
    updated_at: now,
  });
  try {
    await insertEntrants(trx, row.id, id, userIds);
  } catch (error) {
    // Another request entered one of them between our check and this write.
    if (isUniqueViolation(error))
      throw registrationFailed(change, 'already_registered', { name: player.name });
    throw error;
  }
  const stored = (await findStoredRegistration(trx, id)) as StoredRegistration;
  await settleRegistration(change, stored);
  await recordAudit(trx, ctx, {
    model: 'tournament_registration',
    recordId: id,
    event: 'created',
    newValues: {
      tournament_id: row.id,
      player_id: player.id,
      partner_id: partner?.id ?? null,
      waitlisted: full,
    },
  });
  if (partnerStatus === 'invited' && partner)
    await tellPlayers(change, [partner.id], 'partner_invited', { name: player.name });
  change.parts.add('registrations');
  return id;
}

/** Whether the tournament takes entries now, or why not (a failure's reason). */
export function registrationWindowOf(row: StoredTournament): 'open' | 'closed' | 'deadline_passed' {
  if (row.status !== 'registration_open' || !toBool(row.is_active) || toBool(row.is_archived))
    return 'closed';
  if (row.registration_deadline === null) return 'open';
  if (Date.now() <= Date.parse(new Date(row.registration_deadline).toISOString())) return 'open';
  return toBool(row.allow_late_registration) ? 'open' : 'deadline_passed';
}

const feeDue = (change: TournamentChange) =>
  !toBool(change.row.is_free) && Number(change.row.entry_fee ?? 0) > 0;

/**
 * Brings a place-holding entry's status in line with what is still owed, and asks for the fee
 * once only the fee is owed. Answers the row as it now is.
 */
export async function settleRegistration(
  change: TournamentChange,
  registration: StoredRegistration,
): Promise<StoredRegistration> {
  if (!holdsPlace(registration.status)) return registration;
  const values: Partial<StoredRegistration> = {};
  const partnerNeeded = registration.partner_id !== null;
  const readyToPay =
    (!partnerNeeded || registration.partner_status === 'confirmed') &&
    (!toBool(change.row.requires_approval) || registration.approved_at !== null);
  if (readyToPay && feeDue(change) && registration.payment_id === null) {
    const payment = await createPayment(
      change.trx,
      {
        amount: Number(change.row.entry_fee),
        currency: change.row.currency as PaymentCurrency,
        purpose: { type: REGISTRATION_PURPOSE, id: registration.id },
        userId: registration.player_id,
        description: change.ctx.t('tournaments-messages:payment_description', {
          tournament: change.row.name,
        }),
        reference: `T${change.row.id}-R${registration.id}`,
        createdBy: change.ctx.actor?.id ?? null,
      },
      change.pending,
    );
    values.payment_id = payment.id;
    values.payment_status = 'unpaid';
  }
  const status = placeStatus({
    partnerNeeded,
    partnerStatus: registration.partner_status as PartnerStatus | null,
    requiresApproval: toBool(change.row.requires_approval),
    approved: registration.approved_at !== null,
    feeDue: feeDue(change),
    paymentStatus: (values.payment_status ?? registration.payment_status) as RegistrationPaymentStatus,
  });
  if (status !== registration.status) values.status = status;
  if (Object.keys(values).length === 0) return registration;
  await updateRegistrationRow(change.trx, registration.id, { ...values, updated_at: change.now });
  change.parts.add('registrations');
  return { ...registration, ...values };
}

/** Waitlist positions back to 1..n in their order. */
export async function renumberWaitlist(change: TournamentChange): Promise<void> {
  const waitlist = await listWaitlist(change.trx, change.row.id);
  for (const [index, entry] of waitlist.entries())
    if (entry.waitlist_position !== index + 1)
      await updateRegistrationRow(change.trx, entry.id, {
        waitlist_position: index + 1,
        updated_at: change.now,
      });
}

/** Statuses in which a freed place still goes to the waitlist (not once play began). */
const PROMOTING_STATUSES = new Set(['draft', 'registration_open', 'registration_closed']);

/**
 * Gives free places to the waitlist in its order (never to `except`, an entry staff just moved
 * there), each promoted entry told.
 */
export async function fillPlaces(change: TournamentChange, except?: number): Promise<number[]> {
  const { row, trx } = change;
  if (!PROMOTING_STATUSES.has(row.status)) return [];
  const promoted: number[] = [];
  let taken = await countPlaceHolders(trx, row.id);
  const waitlist = (await listWaitlist(trx, row.id)).filter((entry) => entry.id !== except);
  for (const entry of waitlist) {
    if (row.max_participants !== null && taken >= row.max_participants) break;
    await updateRegistrationRow(trx, entry.id, {
      status: 'registered',
      waitlist_position: null,
      updated_at: change.now,
    });
    await settleRegistration(change, { ...entry, status: 'registered', waitlist_position: null });
    await recordAudit(trx, change.ctx, {
      model: 'tournament_registration',
      recordId: entry.id,
      event: 'updated',
      oldValues: { status: 'waitlisted', waitlist_position: entry.waitlist_position },
      newValues: { action: 'promote', automatic: true },
    });
    await tellPlayers(change, [entry.player_id, ...(entry.partner_id ? [entry.partner_id] : [])], 'promoted');
    promoted.push(entry.id);
    taken += 1;
  }
  if (promoted.length > 0) {
    await renumberWaitlist(change);
    change.parts.add('registrations');
  }
  return promoted;
}

/**
 * Withdraws an entry: cancelled, its players free to enter again, its place given on, its open
 * payment closed after the commit (a paid fee stays paid: staff refund it).
 */
export async function cancelEntry(
  change: TournamentChange,
  registration: StoredRegistration,
  reason: string | null,
  closeOpenPayment: (paymentId: number) => Promise<void>,
): Promise<void> {
  const { trx, ctx, now } = change;
  await updateRegistrationRow(trx, registration.id, {
    status: 'cancelled',
    waitlist_position: null,
    cancel_reason: reason,
    cancelled_at: now,
    cancelled_by: ctx.actor?.id ?? null,
    updated_at: now,
  });
  await deleteEntrants(trx, registration.id);
  await recordAudit(trx, ctx, {
    model: 'tournament_registration',
    recordId: registration.id,
    event: 'updated',
    oldValues: { status: registration.status },
    newValues: { action: 'cancel', status: 'cancelled', reason },
  });
  if (registration.status === 'waitlisted') await renumberWaitlist(change);
  else await fillPlaces(change);
  const paymentId = registration.payment_id;
  if (paymentId !== null && registration.payment_status === 'unpaid')
    change.afterCommit.push(() => closeOpenPayment(paymentId));
  change.parts.add('registrations');
}
