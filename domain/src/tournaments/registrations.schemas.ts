import { z } from 'zod';
import { ExportShape, ListQueryShape, sortSchema } from '../common/pagination';
import { IdSchema, optionalString } from '../common/validation';
import { PLAYER_SEARCH_WORD_MIN } from '../matches/matches.schemas';
import { PAYMENT_CURRENCIES, PAYMENT_STATUSES } from '../payments/payments.rules';
import { type PaymentRefundInput, PaymentRefundInputSchema } from '../payments/payments.schemas';
import {
  PARTNER_STATUSES,
  REGISTRATION_NOTES_MAX,
  REGISTRATION_PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from './tournaments.rules';

/**
 * Registrations (SPEC §3 "Player registration"): the shapes of the routes listed in
 * tournaments.schemas.ts. A registration is one entry: a player (singles) or a pair (doubles and
 * mixed doubles: `player` registered it, `partner` confirms). `dupr_rating` is the entry's rating
 * when it registered, for seeding: the player's own for singles, the pair's average for doubles
 * (null when a partner has none); each player's own rating is kept beside it.
 */

/** A rating as typed by staff (2.000 to 8.000, SPEC §5); blank is none. */
const RatingSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .number({ error: 'rating_number' })
    .min(2, 'rating_min')
    .max(8, 'rating_max')
    .transform((value) => Math.round(value * 1000) / 1000)
    .nullable(),
);

/** Staff register a player (and partner): the pair needs no confirmation. */
export const RegistrationCreateInputSchema = z.object({
  player_id: IdSchema,
  /** Required for doubles and mixed doubles, absent for singles. */
  partner_id: IdSchema.nullish().transform((value) => value ?? null),
  notes: optionalString(REGISTRATION_NOTES_MAX),
  /** The entry's rating, when staff know better than the profiles (blank: from the profiles). */
  dupr_rating: RatingSchema.optional(),
});
export type RegistrationCreateInput = z.infer<typeof RegistrationCreateInputSchema>;

/** A player registers themself (and invites a partner). */
export const SelfRegistrationInputSchema = z.object({
  tournament_id: IdSchema,
  partner_id: IdSchema.nullish().transform((value) => value ?? null),
  notes: optionalString(REGISTRATION_NOTES_MAX),
});
export type SelfRegistrationInput = z.infer<typeof SelfRegistrationInputSchema>;

export const RegistrationUpdateInputSchema = z.object({
  notes: optionalString(REGISTRATION_NOTES_MAX).optional(),
  dupr_rating: RatingSchema.optional(),
});
export type RegistrationUpdateInput = z.infer<typeof RegistrationUpdateInputSchema>;

export const RegistrationCancelInputSchema = z
  .object({ reason: optionalString(500) })
  .nullish()
  .transform((value) => ({ reason: value?.reason ?? null }));
export type RegistrationCancelInput = z.infer<typeof RegistrationCancelInputSchema>;

/** Where on the waitlist (1 = next in line); blank: at the end. */
export const RegistrationWaitlistInputSchema = z
  .object({
    position: z
      .number({ error: 'invalid_number' })
      .int('integer')
      .min(1, 'number_min')
      .nullish()
      .transform((value) => value ?? null),
  })
  .nullish()
  .transform((value) => ({ position: value?.position ?? null }));
export type RegistrationWaitlistInput = z.infer<typeof RegistrationWaitlistInputSchema>;

/** A refund of a cancelled entry's fee: the payments module's own refund (blank amount: all of it). */
export const RegistrationRefundInputSchema = PaymentRefundInputSchema;
export type RegistrationRefundInput = PaymentRefundInput;

const RegistrationPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** From the profile (mixed doubles pairs one man and one woman). */
  gender: z.enum(['male', 'female', 'other']).nullable(),
  /** The player's rating for the event's type when registering. */
  rating: z.number().nullable(),
});

/** The entry fee's payment in the payments module. */
export const RegistrationPaymentSchema = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** Where the payer pays (the web's pay page). */
  pay_url: z.string(),
});

export const RegistrationSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  /** "Player" or "Player / Partner": how brackets and lists name the entry. */
  name: z.string(),
  player: RegistrationPlayerSchema,
  partner: RegistrationPlayerSchema.nullable(),
  partner_status: z.enum(PARTNER_STATUSES).nullable(),
  partner_responded_at: z.string().nullable(),
  /** The entry's rating at registration (singles: the player's; pairs: the average). */
  dupr_rating: z.number().nullable(),
  notes: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1-based place in line while waitlisted; null otherwise. */
  waitlist_position: z.number().int().nullable(),
  payment_status: z.enum(REGISTRATION_PAYMENT_STATUSES),
  payment: RegistrationPaymentSchema.nullable(),
  /** The seed in the current bracket; null when not drawn. */
  seed: z.number().int().nullable(),
  /** Once the tournament is completed. */
  final_place: z.number().int().nullable(),
  medal: z.enum(['gold', 'silver', 'bronze']).nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Staff who registered it; null when the player registered themself. */
  registered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  registered_at: z.string(),
  updated_at: z.string(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const REGISTRATION_SORT_FIELDS = [
  'registered_at',
  'name',
  'dupr_rating',
  'status',
  'waitlist_position',
  'seed',
  'final_place',
] as const;
export type RegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];

export const RegistrationFilterShape = {
  search: ListQueryShape.search,
  status: z.enum(REGISTRATION_STATUSES, { error: 'one_of' }).optional(),
  payment_status: z.enum(REGISTRATION_PAYMENT_STATUSES, { error: 'one_of' }).optional(),
};

/** Search folds case and diacritics over both players' names and usernames. */
export const RegistrationListQuerySchema = z.object({
  ...ListQueryShape,
  ...RegistrationFilterShape,
  sort: sortSchema(REGISTRATION_SORT_FIELDS, 'registered_at'),
});
export type RegistrationListQuery = z.infer<typeof RegistrationListQuerySchema>;

export const RegistrationExportQuerySchema = RegistrationListQuerySchema.omit({
  page: true,
  per_page: true,
}).extend(ExportShape);
export type RegistrationExportQuery = z.infer<typeof RegistrationExportQuerySchema>;

export const RegistrationStatsSchema = z.object({
  by_status: z.record(z.enum(REGISTRATION_STATUSES), z.number().int()),
  by_payment_status: z.record(z.enum(REGISTRATION_PAYMENT_STATUSES), z.number().int()),
  /** max_participants (null: no cap), places taken (entries holding one), places free (null: no cap). */
  places: z.object({
    max: z.number().int().nullable(),
    taken: z.number().int(),
    free: z.number().int().nullable(),
  }),
  /** Entry fees received, less refunds, in the tournament's currency (minor units). */
  collected: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
});
export type RegistrationStats = z.infer<typeof RegistrationStatsSchema>;

/** A player's own view of an entry: the registration, the tournament, and their part in it. */
export const MyRegistrationSchema = RegistrationSchema.extend({
  my_role: z.enum(['player', 'partner']),
  tournament: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(TOURNAMENT_TYPES),
    format: z.enum(TOURNAMENT_FORMATS),
    status: z.enum(TOURNAMENT_STATUSES),
    start_date: z.string(),
    end_date: z.string(),
    location: z.string().nullable(),
    is_free: z.boolean(),
    entry_fee: z.number().int().nullable(),
    currency: z.enum(PAYMENT_CURRENCIES),
    /** Staff approve each entry before it is confirmed (and before its fee is asked). */
    requires_approval: z.boolean(),
  }),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

/** POST /me/tournament-registrations/{rid}/pay: the payment to check out. */
export const RegistrationPayOutcomeSchema = z.object({
  payment_id: z.number().int(),
  pay_url: z.string(),
});
export type RegistrationPayOutcome = z.infer<typeof RegistrationPayOutcomeSchema>;

export const RegistrationParamsSchema = z.object({ id: IdSchema, rid: IdSchema });

/**
 * GET /tournaments/{id}/player-candidates: the players staff may enter (tournament.edit, no
 * permission of another module): active users not already entered, found by at least 3
 * characters of a name, username, e-mail or phone, or a whole 2-letter name ("An"), without
 * diacritics.
 */
export const PlayerCandidateQuerySchema = z.object({
  search: z
    .string({ error: 'player_search_min' })
    .trim()
    .min(PLAYER_SEARCH_WORD_MIN, 'player_search_min')
    .max(100, 'string_max'),
  limit: z.coerce.number({ error: 'invalid_number' }).int('integer').min(1).max(50).default(20),
});
export type PlayerCandidateQuery = z.infer<typeof PlayerCandidateQuerySchema>;

/** A player to enter: what the entry form shows (the gender for mixed doubles, the rating for the event's type). */
export const PlayerCandidateSchema = RegistrationPlayerSchema;
export type PlayerCandidate = z.infer<typeof PlayerCandidateSchema>;

/** Characters a partner search needs (a player may not list the whole membership). */
export const PARTNER_SEARCH_MIN = 3;
/** The most partners one search answers. */
export const PARTNER_CANDIDATES_MAX = 20;

/**
 * GET /me/tournament-registrations/partner-candidates: the partners a signed-in player may invite
 * to a public tournament taking entries: active users, found by name or username only (never by
 * e-mail or phone, which a player may not probe), not already entered, and for mixed doubles of
 * the other gender by their profiles.
 */
export const PartnerCandidateQuerySchema = z.object({
  tournament_id: IdSchema,
  search: z
    .string({ error: 'partner_search_min' })
    .trim()
    .min(PARTNER_SEARCH_MIN, 'partner_search_min')
    .max(100, 'string_max'),
});
export type PartnerCandidateQuery = z.infer<typeof PartnerCandidateQuerySchema>;

/** A partner as another player may see them: a name and a username, no contact details. */
export const PartnerCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type PartnerCandidate = z.infer<typeof PartnerCandidateSchema>;
