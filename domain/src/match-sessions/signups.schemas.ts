import { z } from 'zod';
import { IdSchema, optionalString, requiredString } from '../common/validation';
import { MatchPlayerSchema } from '../matches/matches.schemas';
import { PAYMENT_CURRENCIES } from '../payments/payments.rules';
import { MATCH_SESSION_STATUSES, MATCH_SESSION_TYPES } from './match-sessions.rules';
import { SESSION_VISIBILITIES } from './session-event.schemas';

/**
 * Sign-ups for a club night (issue 31 §2). The cap fills in sign-up order; later sign-ups wait in
 * line; a cancellation gives the place to the first in line at once (and tells them). After the
 * cancellation cut-off (minutes before the start) a player cannot cancel alone: the organiser can.
 * A fee is paid in the app, or marked paid by the organiser by hand (cash at the venue, or a
 * transfer seen in the bank app), with who marked it and when; a mark is undone with a reason.
 *
 * Routes:
 * - GET    /match-sessions/{id}/signups                       match.view
 * - POST   /match-sessions/{id}/signups            {user_id}  match.session.manage (adds a player)
 * - DELETE /match-sessions/{id}/signups/{signup_id}           match.session.manage (any time)
 * - PUT    /match-sessions/{id}/signups/{signup_id}/fee       match.session.manage
 * - PUT    /match-sessions/{id}/signups/{signup_id}/check-in  match.session.manage {checked_in}
 * - POST   /match-sessions/{id}/signups/release-no-shows      match.session.manage (from the start:
 *          places of those not checked in go to the line, who are told)
 * - GET    /me/club-nights                                    signed in: mine, and the ones open to me
 * - POST   /me/club-nights/{id}/signup                        signed in
 * - DELETE /me/club-nights/{id}/signup                        signed in (before the cut-off)
 * Live: `match_session.signups_changed` {id} in `resource:match-sessions` and each player's room.
 */

export const SIGNUP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
export const SIGNUP_SOURCES = ['self', 'organiser', 'link'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];
export const FEE_STATUSES = ['unpaid', 'paid'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
/** How a fee was paid: through the app's payments, or marked by hand. */
export const FEE_METHODS = ['app', 'cash', 'transfer'] as const;
export type FeeMethod = (typeof FEE_METHODS)[number];
export const HAND_FEE_METHODS = ['cash', 'transfer'] as const;

/** Whether a player may still cancel alone: before `cutoff` minutes ahead of the start. */
export function canCancelAlone(now: number, startsAt: string, cutoffMinutes: number): boolean {
  return now < Date.parse(startsAt) - cutoffMinutes * 60_000;
}

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SignupSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  player: MatchPlayerSchema,
  status: z.enum(SIGNUP_STATUSES),
  /** 1..n in line while waitlisted. */
  waitlist_position: z.number().int().nullable(),
  source: z.enum(SIGNUP_SOURCES),
  signed_up_at: z.string(),
  /** When the player got a place from the waitlist. */
  promoted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Checked in at the venue, and by whom (the organiser, or the player). */
  checked_in_at: z.string().nullable(),
  checked_in_by: PersonRefSchema.nullable(),
  /** Released at the start for not having come. */
  no_show: z.boolean(),
  fee: z.object({
    status: z.enum(FEE_STATUSES),
    method: z.enum(FEE_METHODS).nullable(),
    note: z.string().nullable(),
    marked_by: PersonRefSchema.nullable(),
    paid_at: z.string().nullable(),
  }),
});
export type Signup = z.infer<typeof SignupSchema>;

/** A night's sign-ups: the places in sign-up order, then the line, then the cancelled. */
export const SignupListSchema = z.object({
  signups: z.array(SignupSchema),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  cap: z.number().int().nullable(),
  /** Confirmed players who paid (in the app or by hand). */
  paid: z.number().int(),
  /** Confirmed players checked in at the venue. */
  checked_in: z.number().int(),
});
export type SignupList = z.infer<typeof SignupListSchema>;

export const SignupParamsSchema = z.object({ id: IdSchema, signup_id: IdSchema });

/** The organiser adds a player (signed up or not): into the line like anyone. */
export const OrganiserSignupInputSchema = z.object({ user_id: IdSchema });

export const CheckInInputSchema = z.object({
  checked_in: z.boolean({ error: 'invalid_type' }),
});

/** Marked paid by hand (cash, a transfer seen in the bank app), or the mark undone with a reason. */
export const FeeMarkInputSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('paid'),
      method: z.enum(HAND_FEE_METHODS, { error: 'one_of' }),
      note: optionalString(255),
    }),
    z.object({ status: z.literal('unpaid'), reason: requiredString(255) }),
  ],
  { error: 'invalid_value' },
);
export type FeeMarkInput = z.infer<typeof FeeMarkInputSchema>;

/** A club night as a player sees it on "My club nights". */
export const ClubNightSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MATCH_SESSION_STATUSES),
  match_type: z.enum(MATCH_SESSION_TYPES),
  club: PersonRefSchema.nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  venue_court: PersonRefSchema.nullable(),
  venue: z.string().nullable(),
  player_cap: z.number().int().nullable(),
  rating_min: z.number().nullable(),
  rating_max: z.number().nullable(),
  fee: z.number().int().nullable(),
  currency: z.enum(PAYMENT_CURRENCIES),
  visibility: z.enum(SESSION_VISIBILITIES),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  /** Whether I may still cancel alone (before the cut-off). */
  can_cancel: z.boolean(),
  /** My sign-up, if I have one that is not cancelled. */
  mine: SignupSchema.pick({ id: true, status: true, waitlist_position: true, fee: true }).nullable(),
});
export type ClubNight = z.infer<typeof ClubNightSchema>;

/** GET /me/club-nights: my nights (signed up or waiting) and the upcoming nights open to me. */
export const MyClubNightsSchema = z.object({
  mine: z.array(ClubNightSchema),
  open: z.array(ClubNightSchema),
});
export type MyClubNights = z.infer<typeof MyClubNightsSchema>;
