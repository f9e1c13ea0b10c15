import { z } from 'zod';
import { EmailSchema, IdSchema, optionalString, PhoneSchema, requiredString } from '../common/validation';
import { parseClockTime } from '../courts/courts.rules';
import { MATCH_DISCIPLINES, SCORE_TYPES } from '../matches/matches.rules';
import { PAYMENT_CURRENCIES } from '../payments/payments.rules';
import { BEST_OF, TARGET_POINTS, WIN_BY } from '../scoring/scoring.schemas';
import { isCalendarDate } from '../tasks/tasks.rules';
import {
  RESET_FORMATS,
  SEED_PLACEMENTS,
  SEEDING_METHODS,
  TOURNAMENT_ACTIONS,
  TOURNAMENT_DESCRIPTION_MAX,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MAX_PARTICIPANTS,
  TOURNAMENT_MAX_POOLS,
  TOURNAMENT_MONEY_MAX,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_NOTES_MAX,
  TOURNAMENT_RULES_MAX,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from './tournaments.rules';

/**
 * Tournaments API (issue 14; SPEC §3 "Tournament", "Player registration", §4, §8, §9). All under
 * /api/v1. Shapes: this file (tournaments), registrations.schemas.ts, brackets.schemas.ts.
 *
 * Tournaments (staff):
 * - GET    /tournaments                          tournament.view   TournamentListQuery → list of Tournament
 * - GET    /tournaments/stats                    tournament.view   TournamentStats
 * - GET    /tournaments/calendar?from=&to=       tournament.view   TournamentCalendarQuery → TournamentCalendarItem[] (overlapping the dates)
 * - GET    /tournaments/{id}                     tournament.view   Tournament
 * - POST   /tournaments                          tournament.create TournamentInput → Tournament (201, status draft)
 * - PUT    /tournaments/{id}                     tournament.edit   TournamentInput → Tournament; 409 tournament.type_locked
 *                                                                  (type, once entries exist), tournament.format_locked (format,
 *                                                                  its options and match rules, once a bracket exists)
 * - DELETE /tournaments/{id}                     tournament.edit   message; drafts and cancelled ones without played matches
 *                                                                  or payments (409 tournament.not_deletable)
 * - POST   /tournaments/{id}/archive | /restore  tournament.edit   Tournament (is_archived; not while in progress)
 * - POST   /tournaments/{id}/{action}            tournament.edit   TournamentActionInput → Tournament, action one of
 *                                                                  TOURNAMENT_ACTIONS written with dashes (open-registration,
 *                                                                  close-registration, reopen-registration, start, complete,
 *                                                                  cancel); 409 tournament.invalid_transition,
 *                                                                  tournament.no_bracket (start), tournament.not_finished (complete)
 *
 * Registrations (staff; registrations.schemas.ts):
 * - GET    /tournaments/{id}/registrations                 tournament.view  RegistrationListQuery → list of Registration
 * - GET    /tournaments/{id}/registrations/stats           tournament.view  RegistrationStats
 * - GET    /tournaments/{id}/registrations/export          tournament.view  RegistrationExportQuery → .xlsx / .csv download
 * - GET    /tournaments/{id}/player-candidates?search=&limit= tournament.edit PlayerCandidateQuery → PlayerCandidate[]
 *                                                                            (active users not entered yet, by name, username,
 *                                                                            e-mail or phone without diacritics; gender, rating)
 * - POST   /tournaments/{id}/registrations                 tournament.edit  RegistrationCreateInput → Registration (201); the
 *                                                                            partner counts as confirmed (staff vouch for the pair);
 *                                                                            422 tournament.registration_failed {reason}
 * - PATCH  /tournaments/{id}/registrations/{rid}           tournament.edit  RegistrationUpdateInput → Registration
 * - POST   /tournaments/{id}/registrations/{rid}/approve   tournament.edit  Registration (pending → registered/confirmed)
 * - POST   /tournaments/{id}/registrations/{rid}/cancel    tournament.edit  RegistrationCancelInput → Registration (the first of
 *                                                                            the waitlist is promoted and told; 409
 *                                                                            tournament.entry_in_bracket for a drawn entry)
 * - POST   /tournaments/{id}/registrations/{rid}/waitlist  tournament.edit  RegistrationWaitlistInput → Registration (to the list;
 *                                                                            its place goes to the first in line)
 * - POST   /tournaments/{id}/registrations/{rid}/promote   tournament.edit  Registration (from the list; 409 tournament.full)
 * - POST   /tournaments/{id}/registrations/{rid}/refund    tournament.edit + payment.manage  RegistrationRefundInput →
 *                                                                            Registration (a cancelled, paid entry; 409 tournament.not_refundable)
 *
 * Players (any signed-in user; registrations.schemas.ts):
 * - GET    /me/tournament-registrations                    signed in  MyRegistration[] (mine and my partner invitations)
 * - GET    /me/tournament-registrations/partner-candidates?tournament_id=&search=
 *                                                           signed in  PartnerCandidateQuery → PartnerCandidate[] (at most 20;
 *                                                                      name and username only, 3 characters or more; not
 *                                                                      entered; mixed doubles: the other gender); 404 for a
 *                                                                      tournament that is not public, 422
 *                                                                      tournament.registration_failed {reason} when it takes
 *                                                                      no entries or no partner
 * - POST   /me/tournament-registrations                    signed in  SelfRegistrationInput → MyRegistration (201): a public,
 *                                                                      active tournament only; the partner is invited
 * - POST   /me/tournament-registrations/{rid}/accept       the invited partner → MyRegistration
 * - POST   /me/tournament-registrations/{rid}/decline      the invited partner → MyRegistration (cancelled; the player is told)
 * - POST   /me/tournament-registrations/{rid}/cancel       the player or the partner → MyRegistration
 * - POST   /me/tournament-registrations/{rid}/pay          the player → RegistrationPayOutcome ({ payment_id, pay_url }); then
 *                                                           POST /me/payments/{payment_id}/checkout (payments module)
 *
 * Bracket (staff; brackets.schemas.ts):
 * - GET    /tournaments/{id}/seeding                       tournament.view  Seeding (confirmed entries in seed order)
 * - PUT    /tournaments/{id}/seeding                       tournament.edit  SeedingUpdateInput → Seeding (manual order; method
 *                                                                            becomes manual)
 * - POST   /tournaments/{id}/seeding/shuffle               tournament.edit  Seeding (a new random seed; method random)
 * - GET    /tournaments/{id}/bracket                       tournament.view  Bracket; 409 tournament.no_bracket before generation
 * - POST   /tournaments/{id}/bracket                       tournament.edit  Bracket (generate or regenerate from confirmed
 *                                                                            entries); 422 tournament.insufficient_players
 *                                                                            {count, minimum}; 409 tournament.bracket_failed {reason}
 * - DELETE /tournaments/{id}/bracket                       tournament.edit  message (before any play; 409 tournament.bracket_failed)
 * - GET    /tournaments/{id}/matches?status=               tournament.view  BracketSlot[] (playable slots, in order of play)
 * - PATCH  /tournaments/{id}/slots/{key}                   tournament.edit  SlotScheduleInput → BracketSlot (court and time; the
 *                                                                            match follows)
 * - POST   /tournaments/{id}/slots/{key}/postpone          tournament.edit  SlotReasonInput → BracketSlot
 * - POST   /tournaments/{id}/slots/{key}/cancel            tournament.edit  SlotReasonInput → BracketSlot (its match voided;
 *                                                                            the slot waits for a walkover or a reschedule)
 * - POST   /tournaments/{id}/slots/{key}/reschedule        tournament.edit  SlotScheduleInput → BracketSlot (a new match if none)
 * - POST   /tournaments/{id}/slots/{key}/walkover          tournament.edit  WalkoverInput → Bracket (the winner advances)
 * - POST   /tournaments/{id}/slots/{key}/correction/preview tournament.edit CorrectionInput → CorrectionPreview (nothing written)
 * - POST   /tournaments/{id}/slots/{key}/correction        tournament.edit  CorrectionInput (confirm: true) → Bracket
 * - GET    /tournaments/{id}/slots/{key}/history           tournament.view  SlotHistoryEntry[] (every result, newest first)
 *
 * Public (no sign-in; a tournament that is public, active, not archived and not a draft, else 404):
 * - GET    /public/tournaments                             PublicTournamentListQuery → list of PublicTournament
 * - GET    /public/tournaments/{id}                        PublicTournament
 * - GET    /public/tournaments/{id}/bracket                PublicBracket (names only: no contact details)
 *
 * Bracket matches are real matches (format `tournament`): scored on /matches/{id}/live-score and
 * approved as any match; a result counts for the bracket once the match is completed (and while
 * it is not voided); approval moves rank points with source `tournament`. Through the matches
 * module a bracket match cannot be deleted or get other players (tournament.match_in_bracket), and
 * a changed result that later results depend on, or that would change a later match already
 * begun, is refused with tournament.correction_required: the correction endpoints show and
 * confirm what is reset. Every success answers `{ data, message? }` (message in the request's
 * language); every refusal `{ code, message, errors? }` (codes in common/errors.ts).
 *
 * Realtime: `tournament.updated` (data TournamentChangedEvent) on `resource:tournaments`
 * (tournament.view) for every change of a tournament, its entries or its bracket, and on the
 * public room `tournament:<id>` (anyone, no sign-in) for a public tournament's bracket and state;
 * `tournament.deleted` ({ id }) on resource:tournaments. Live scores of a bracket match are on
 * its own public room `scoreboard:<match_id>` (BracketSlot.match.id). People are told through
 * notifications (category `tournament`): partner invitations and answers, approvals, a place from
 * the waitlist, cancellations, the final placings.
 */

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A calendar date YYYY-MM-DD. */
export const TournamentDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { message: 'required', abort: true })
  .refine(isCalendarDate, 'date');

const ClockTimeSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'time_format' })
    .refine((value) => parseClockTime(value) !== null, 'time_format')
    .nullable(),
);

const optionalEmail = z.preprocess(
  blankToNull,
  EmailSchema.nullish().transform((value) => value ?? null),
);
const optionalPhone = z.preprocess(
  blankToNull,
  PhoneSchema.nullish().transform((value) => value ?? null),
);

/** Money in minor units (VND has none, USD has cents): a whole number, blank is none. */
const MoneySchema = z.preprocess(
  blankToNull,
  z
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(0, 'number_min')
    .max(TOURNAMENT_MONEY_MAX, 'number_max')
    .nullable(),
);

const optionalWhole = (min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(min, 'number_min')
      .max(max, 'number_max')
      .nullable(),
  );

/** A number from a fixed list (best of 1/3/5, points to 11/15/21, win by 1/2). */
function numberOption<const T extends readonly number[]>(options: T) {
  return z
    .number({ error: 'invalid_value' })
    .refine((value) => options.includes(value), 'invalid_value')
    .transform((value) => value as T[number]);
}

/** The last moment of a day in Ho Chi Minh City (UTC+7), where the events are played. */
export function endOfEventDay(date: string): number {
  return Date.parse(`${date}T23:59:59.999+07:00`);
}

/**
 * What a new tournament starts with: the community's default currency (payment settings),
 * whatever the language of whoever creates it.
 */
export const TournamentDefaultsSchema = z.object({ currency: z.enum(PAYMENT_CURRENCIES) });
export type TournamentDefaults = z.infer<typeof TournamentDefaultsSchema>;

/**
 * The tournament form (SPEC §3 "Tournament"). Money is in minor units of `currency` (VND: đồng,
 * USD: cents); a free tournament has no entry fee. The format's options: bronze_match (single
 * elimination and pool play's playoff), grand_final_reset and reset_format (double elimination),
 * pools and advance_per_pool (pool play; blank: the engine's defaults for the entry count).
 * best_of, target_points, win_by and score_type are the rules its matches are played by.
 * Cross-field rules: end_date not before start_date ('date_range'), end_time after start_time
 * on a one-day event ('end_after_start'), the deadline no later than the start day
 * ('deadline_before_start'), a fee when not free ('required').
 */
export const TournamentInputSchema = z
  .object({
    name: requiredString(TOURNAMENT_NAME_MAX),
    description: optionalString(TOURNAMENT_DESCRIPTION_MAX),
    type: z.enum(TOURNAMENT_TYPES, { error: 'one_of' }).default('doubles'),
    format: z.enum(TOURNAMENT_FORMATS, { error: 'one_of' }).default('single_elimination'),
    max_participants: optionalWhole(2, TOURNAMENT_MAX_PARTICIPANTS).default(null),
    seeding_method: z.enum(SEEDING_METHODS, { error: 'one_of' }).default('dupr_rating'),
    seed_placement: z.enum(SEED_PLACEMENTS, { error: 'one_of' }).default('fixed'),
    location: optionalString(255),
    /** A registered court, when the venue is one (its matches are played there by default). */
    court_id: IdSchema.nullish().transform((value) => value ?? null),
    start_date: TournamentDateSchema,
    end_date: TournamentDateSchema,
    start_time: ClockTimeSchema.default(null),
    end_time: ClockTimeSchema.default(null),
    /** ISO-8601 date-time; blank: entries until registration is closed by hand. */
    registration_deadline: z.preprocess(
      blankToNull,
      z
        .string({ error: 'datetime' })
        .refine((value) => !Number.isNaN(Date.parse(value)), 'datetime')
        .transform((value) => new Date(value).toISOString())
        .nullable(),
    ),
    organizer_name: optionalString(200),
    organizer_email: optionalEmail,
    organizer_phone: optionalPhone,
    is_free: z.boolean({ error: 'invalid_type' }).default(true),
    entry_fee: MoneySchema.default(null),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }).default('VND'),
    prize_pool: MoneySchema.default(null),
    auto_bracket_generation: z.boolean({ error: 'invalid_type' }).default(false),
    requires_approval: z.boolean({ error: 'invalid_type' }).default(false),
    is_public: z.boolean({ error: 'invalid_type' }).default(false),
    allow_late_registration: z.boolean({ error: 'invalid_type' }).default(false),
    is_active: z.boolean({ error: 'invalid_type' }).default(true),
    rules: optionalString(TOURNAMENT_RULES_MAX),
    notes: optionalString(TOURNAMENT_NOTES_MAX),
    sort_order: z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(0, 'number_min')
      .max(1_000_000, 'number_max')
      .default(0),
    bronze_match: z.boolean({ error: 'invalid_type' }).default(false),
    grand_final_reset: z.boolean({ error: 'invalid_type' }).default(true),
    reset_format: z.enum(RESET_FORMATS, { error: 'one_of' }).default('full_match'),
    pools: optionalWhole(1, TOURNAMENT_MAX_POOLS).default(null),
    advance_per_pool: optionalWhole(1, 16).default(null),
    best_of: numberOption(BEST_OF).default(3),
    target_points: numberOption(TARGET_POINTS).default(11),
    win_by: numberOption(WIN_BY).default(2),
    score_type: z.enum(SCORE_TYPES, { error: 'one_of' }).default('standard'),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string, params?: Record<string, number>) =>
      context.addIssue({ code: 'custom', path: [path], message, ...(params ? { params } : {}) });
    if (
      isCalendarDate(input.start_date) &&
      isCalendarDate(input.end_date) &&
      input.end_date < input.start_date
    )
      issue('end_date', 'date_range');
    if (input.start_date === input.end_date && input.start_time && input.end_time) {
      const start = parseClockTime(input.start_time);
      const end = parseClockTime(input.end_time);
      if (start !== null && end !== null && end <= start) issue('end_time', 'end_after_start');
    }
    if (
      input.registration_deadline &&
      isCalendarDate(input.start_date) &&
      Date.parse(input.registration_deadline) > endOfEventDay(input.start_date)
    )
      issue('registration_deadline', 'deadline_before_start');
    if (!input.is_free && input.entry_fee === null) issue('entry_fee', 'required');
    else if (!input.is_free && input.entry_fee === 0) issue('entry_fee', 'number_min', { min: 1 });
  })
  .transform((input) => ({ ...input, entry_fee: input.is_free ? null : input.entry_fee }));
export type TournamentInput = z.infer<typeof TournamentInputSchema>;
export type TournamentInputValues = z.input<typeof TournamentInputSchema>;

/** POST /tournaments/{id}/{action}: a reason, kept in the audit trail and told when cancelling. */
export const TournamentActionInputSchema = z
  .object({ reason: optionalString(500) })
  .nullish()
  .transform((value) => ({ reason: value?.reason ?? null }));
export type TournamentActionInput = z.infer<typeof TournamentActionInputSchema>;

export const TournamentPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});

/** A tournament as staff see it. */
export const TournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(TOURNAMENT_TYPES),
  format: z.enum(TOURNAMENT_FORMATS),
  max_participants: z.number().int().nullable(),
  seeding_method: z.enum(SEEDING_METHODS),
  /** Reproduces the random seeding (the same seed gives the same draw on any device). */
  random_seed: z.number().int(),
  /** How seeds 3 and beyond take their block's lines (the draw records each lot). */
  seed_placement: z.enum(SEED_PLACEMENTS),
  location: z.string().nullable(),
  court: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  registration_deadline: z.string().nullable(),
  organizer_name: z.string().nullable(),
  organizer_email: z.string().nullable(),
  organizer_phone: z.string().nullable(),
  is_free: z.boolean(),
  /** Minor units of `currency`; null when free. */
  entry_fee: z.number().int().nullable(),
  currency: z.enum(PAYMENT_CURRENCIES),
  prize_pool: z.number().int().nullable(),
  auto_bracket_generation: z.boolean(),
  requires_approval: z.boolean(),
  is_public: z.boolean(),
  allow_late_registration: z.boolean(),
  is_active: z.boolean(),
  is_archived: z.boolean(),
  rules: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATUSES),
  sort_order: z.number().int(),
  bronze_match: z.boolean(),
  grand_final_reset: z.boolean(),
  reset_format: z.enum(RESET_FORMATS),
  pools: z.number().int().nullable(),
  advance_per_pool: z.number().int().nullable(),
  best_of: z.number().int(),
  target_points: z.number().int(),
  win_by: z.number().int(),
  score_type: z.enum(SCORE_TYPES),
  /** The matches module's discipline of its matches. */
  discipline: z.enum(MATCH_DISCIPLINES),
  /** Whether entries are taken now: open, late (after the deadline, allowed) or closed. */
  registration_window: z.enum(['open', 'late', 'closed']),
  /** The state actions this status offers (the buttons to show; the server checks again). */
  actions: z.array(z.enum(TOURNAMENT_ACTIONS)),
  counts: z.object({
    /** Entries holding a place (registered, pending, confirmed). */
    entries: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
    waitlisted: z.number().int(),
    cancelled: z.number().int(),
    paid: z.number().int(),
  }),
  has_bracket: z.boolean(),
  bracket_generated_at: z.string().nullable(),
  /** Once completed: gold, silver and bronze (registration ids and names). */
  podium: z.array(
    z.object({
      place: z.number().int(),
      medal: z.enum(['gold', 'silver', 'bronze']),
      registration_id: z.number().int(),
      name: z.string(),
    }),
  ),
  /** Rises on every change of the tournament, its entries or its bracket. */
  revision: z.number().int(),
  cancel_reason: z.string().nullable(),
  created_by: TournamentPersonSchema.nullable(),
  registration_opened_at: z.string().nullable(),
  registration_closed_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tournament = z.infer<typeof TournamentSchema>;
