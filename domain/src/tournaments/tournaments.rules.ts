import type { DrawFormat, ResetFormat } from './draw.types';
import type { SeedingMethod } from './entrant-seeding';

/**
 * Tournaments (SPEC §3 "Tournament", "Player registration"; §4 states; §9 types, formats,
 * seeding): the constants and the pure rules the server, the forms and the screens share.
 */

export const TOURNAMENT_TYPES = ['singles', 'doubles', 'mixed_doubles'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

export const TOURNAMENT_FORMATS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'pool_play',
  'consolation',
] as const satisfies readonly DrawFormat[];
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export const TOURNAMENT_STATUSES = [
  'draft',
  'registration_open',
  'registration_closed',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const SEEDING_METHODS = [
  'dupr_rating',
  'random',
  'manual',
] as const satisfies readonly SeedingMethod[];
/** Seeds of one block on their lines: in a fixed order, or drawn by lot at each generation. */
export const SEED_PLACEMENTS = ['fixed', 'lot'] as const;
export const RESET_FORMATS = ['full_match', 'one_game_to_15'] as const satisfies readonly ResetFormat[];

/**
 * A registration's status (SPEC §4 "Player registration"):
 * - registered: holds a place, but something is still owed: the partner's confirmation (doubles)
 *   or the entry fee;
 * - pending: holds a place, awaiting staff approval (`requires_approval`);
 * - confirmed: holds a place and is ready to be drawn (only confirmed entries go into the bracket);
 * - waitlisted: beyond `max_participants`, at `waitlist_position`, promoted in order;
 * - cancelled: withdrawn, refused, declined by the partner, or the tournament was cancelled.
 */
export const REGISTRATION_STATUSES = [
  'registered',
  'pending',
  'confirmed',
  'cancelled',
  'waitlisted',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'refunded'] as const;
export type RegistrationPaymentStatus = (typeof REGISTRATION_PAYMENT_STATUSES)[number];

/** The partner's answer to a doubles invitation (null for singles). */
export const PARTNER_STATUSES = ['invited', 'confirmed', 'declined'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** A bracket match's status as the tournament shows it (SPEC §4 "Tournament match"). */
export const TOURNAMENT_MATCH_STATUSES = [
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'postponed',
] as const;
export type TournamentMatchStatus = (typeof TOURNAMENT_MATCH_STATUSES)[number];

export const TOURNAMENT_NAME_MAX = 200;
export const TOURNAMENT_DESCRIPTION_MAX = 5000;
export const TOURNAMENT_RULES_MAX = 10_000;
export const TOURNAMENT_NOTES_MAX = 5000;
export const REGISTRATION_NOTES_MAX = 1000;
/** The largest draw the engine is tested for (issue 14: 2 to 128 entrants). */
export const TOURNAMENT_MAX_PARTICIPANTS = 128;
export const TOURNAMENT_MAX_POOLS = 32;
/** An entry fee or prize pool in minor units: 10 billion đồng is more than any club event. */
export const TOURNAMENT_MONEY_MAX = 10_000_000_000;

/**
 * The state actions (SPEC §4 "Tournament"): where each may start and where it leads.
 * - open_registration: a draft is published for entries;
 * - close_registration: no more entries (the bracket is generated at once with
 *   `auto_bracket_generation`); also done by the deadline job when late entries are not allowed;
 * - reopen_registration: entries again, while no bracket match has been played;
 * - start: play begins: the bracket must exist; its ready slots become real matches;
 * - complete: every bracket match is settled: the placings are recorded;
 * - cancel: from any state before the end; unplayed matches are voided and entries cancelled.
 */
export const TOURNAMENT_TRANSITIONS = {
  open_registration: { from: ['draft'], to: 'registration_open' },
  close_registration: { from: ['registration_open'], to: 'registration_closed' },
  reopen_registration: { from: ['registration_closed'], to: 'registration_open' },
  start: { from: ['registration_closed'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['draft', 'registration_open', 'registration_closed', 'in_progress'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TournamentStatus[]; to: TournamentStatus }>;
export type TournamentAction = keyof typeof TOURNAMENT_TRANSITIONS;
export const TOURNAMENT_ACTIONS = [
  'open_registration',
  'close_registration',
  'reopen_registration',
  'start',
  'complete',
  'cancel',
] as const satisfies readonly TournamentAction[];

export function canTransitionTournament(action: TournamentAction, status: TournamentStatus): boolean {
  return (TOURNAMENT_TRANSITIONS[action].from as readonly TournamentStatus[]).includes(status);
}

/** The actions a tournament in this status offers (the screen's buttons). */
export function tournamentActionsFor(status: TournamentStatus): TournamentAction[] {
  return TOURNAMENT_ACTIONS.filter((action) => canTransitionTournament(action, status));
}

/** Statuses in which the bracket may be generated, regenerated or deleted (before any play). */
export const BRACKET_EDITABLE_STATUSES = [
  'registration_closed',
  'in_progress',
] as const satisfies readonly TournamentStatus[];

/** A doubles event (a pair per entry) or singles. */
export function isPairEvent(type: TournamentType): boolean {
  return type !== 'singles';
}

/** The matches module's discipline for the event's type. */
export function disciplineOf(type: TournamentType): 'singles' | 'doubles' {
  return type === 'singles' ? 'singles' : 'doubles';
}

/**
 * Whether entries are taken now (SPEC §3 registration_deadline, allow_late_registration):
 * - open: registration is open and the deadline (if any) is ahead;
 * - late: the deadline has passed but late entries are allowed;
 * - closed: the status is not registration_open, or the deadline passed and late entries are not allowed.
 */
export type RegistrationWindow = 'open' | 'late' | 'closed';

export function registrationWindow(
  tournament: {
    status: TournamentStatus;
    registration_deadline: string | null;
    allow_late_registration: boolean;
  },
  now: Date = new Date(),
): RegistrationWindow {
  if (tournament.status !== 'registration_open') return 'closed';
  const deadline = tournament.registration_deadline ? Date.parse(tournament.registration_deadline) : null;
  if (deadline === null || now.getTime() <= deadline) return 'open';
  return tournament.allow_late_registration ? 'late' : 'closed';
}

/**
 * Mixed doubles is one man and one woman, by their profiles. The reason when a pair is not:
 * gender_missing (a profile does not say), mixed_pair (two men, two women, or "other").
 */
export function mixedPairProblem(
  playerGender: string | null,
  partnerGender: string | null,
): 'gender_missing' | 'mixed_pair' | null {
  if (!playerGender || !partnerGender) return 'gender_missing';
  const pair = [playerGender, partnerGender].sort().join('+');
  return pair === 'female+male' ? null : 'mixed_pair';
}

/**
 * The status of a registration that holds a place, from what is still outstanding: the
 * partner's word first (nothing else matters until the pair exists), then staff approval, then
 * the entry fee. Waitlisted and cancelled registrations are moved by their own actions.
 */
export function placeStatus(registration: {
  partnerNeeded: boolean;
  partnerStatus: PartnerStatus | null;
  requiresApproval: boolean;
  approved: boolean;
  feeDue: boolean;
  paymentStatus: RegistrationPaymentStatus;
}): 'registered' | 'pending' | 'confirmed' {
  if (registration.partnerNeeded && registration.partnerStatus !== 'confirmed') return 'registered';
  if (registration.requiresApproval && !registration.approved) return 'pending';
  if (registration.feeDue && registration.paymentStatus !== 'paid') return 'registered';
  return 'confirmed';
}

/**
 * The registration's payment status from its payment (payments module): money in full is paid;
 * money back in full is refunded; part of either is partial; nothing yet is unpaid.
 */
export function paymentStatusOf(payment: {
  status: string;
  amount: number;
  refunded_amount: number;
}): RegistrationPaymentStatus {
  if (
    payment.status === 'refunded' ||
    (payment.refunded_amount > 0 && payment.refunded_amount >= payment.amount)
  )
    return 'refunded';
  if (payment.status === 'completed') return payment.refunded_amount > 0 ? 'partial' : 'paid';
  return 'unpaid';
}

/** Match statuses whose scores count as the bracket result (voided and drafts do not). */
export const RESULT_MATCH_STATUSES = [
  'completed',
  'submitted',
  'pending_approval',
  'under_review',
  'approved',
  'verified',
  'rejected',
  'disputed',
] as const;
/** Match statuses whose rating change already happened: such a result is not corrected. */
export const RATED_MATCH_STATUSES = ['approved', 'verified'] as const;
