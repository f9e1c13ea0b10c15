import { z } from 'zod';
import { fromLocal, isTimeZone, toLocal } from '../calendar/time-zones';
import { DEFAULT_TIME_ZONE } from '../common/pagination';
import { IdSchema, optionalString, requiredString } from '../common/validation';
import { parseClockTime } from '../courts/courts.rules';
import { PAYMENT_CURRENCIES } from '../payments/payments.rules';
import { RATING_MAX, RATING_MIN } from '../rating/rating';
import { isCalendarDate } from '../tasks/tasks.rules';
import { SESSION_COURTS_MAX, SESSION_PLAYERS_MAX } from './match-sessions.rules';

/**
 * A session is an event (issue 31 §1): a day, a start and an end in its time zone (the
 * community's, Viet Nam's unless set), a venue (a registered court, or words), the courts it
 * uses by name ("Sân 3"), a cap on players, an optional rating range, a fee per player, who may
 * see it (the club's members, or anyone with the link) and who organises it.
 */

export const SESSION_VISIBILITIES = ['members', 'link'] as const;
export type SessionVisibility = (typeof SESSION_VISIBILITIES)[number];
export const COURT_NAME_MAX = 40;
/** After this many minutes before the start a player can no longer cancel alone (the organiser can). */
export const CANCEL_CUTOFF_DEFAULT = 120;
export const CANCEL_CUTOFF_MAX = 7 * 24 * 60;
/** Fees in minor units of the currency (VND has none): up to 100 million đồng. */
export const SESSION_FEE_MAX = 100_000_000;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A day in a list's filter (YYYY-MM-DD). */
export const SessionDayFilterSchema = z.string().trim().refine(isCalendarDate, 'date');

const CalendarDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { message: 'required', abort: true })
  .refine(isCalendarDate, 'date');

const ClockTimeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { message: 'required', abort: true })
  .refine((value) => parseClockTime(value) !== null, 'time_format');

const optionalNumber = (min: number, max: number, integer: boolean) =>
  z.preprocess(
    blankToNull,
    (integer ? z.number({ error: 'invalid_number' }).int('integer') : z.number({ error: 'invalid_number' }))
      .min(min, 'number_min')
      .max(max, 'number_max')
      .nullable(),
  );

/** The fields of a session's event, as created and edited. */
export const SessionEventShape = {
  date: CalendarDateSchema,
  start_time: ClockTimeSchema,
  end_time: ClockTimeSchema,
  time_zone: z.string().max(64, 'string_max').refine(isTimeZone, 'time_zone').default(DEFAULT_TIME_ZONE),
  /** A registered court when the venue is one; `venue` says it in words otherwise (or adds to it). */
  venue_court_id: IdSchema.nullish().transform((value) => value ?? null),
  venue: optionalString(255),
  /** The courts played on, by name, in the order the schedule numbers them (court 1 first). */
  court_names: z
    .array(requiredString(COURT_NAME_MAX), { error: 'invalid_type' })
    .max(SESSION_COURTS_MAX, 'array_max')
    .default([]),
  player_cap: optionalNumber(2, SESSION_PLAYERS_MAX, true).default(null),
  rating_min: optionalNumber(RATING_MIN, RATING_MAX, false).default(null),
  rating_max: optionalNumber(RATING_MIN, RATING_MAX, false).default(null),
  /** Per player, in minor units of `currency`; blank: free. */
  fee: optionalNumber(0, SESSION_FEE_MAX, true).default(null),
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'one_of' }).default('VND'),
  visibility: z.enum(SESSION_VISIBILITIES, { error: 'one_of' }).default('link'),
  /** Who runs the night; blank: the person who creates it. */
  organiser_id: IdSchema.nullish().transform((value) => value ?? null),
  /** Minutes before the start after which a player's cancellation needs the organiser. */
  cancel_cutoff_minutes: z
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(0, 'number_min')
    .max(CANCEL_CUTOFF_MAX, 'number_max')
    .default(CANCEL_CUTOFF_DEFAULT),
};

interface EventFields {
  start_time: string;
  end_time: string;
  court_names: readonly string[];
  rating_min: number | null;
  rating_max: number | null;
  visibility: SessionVisibility;
}

/**
 * The rules across fields: the end after the start, a sound rating range, courts named once, and
 * members-only visibility for a club's session (`clubId` undefined: the caller checks that).
 */
export function checkSessionEvent(input: EventFields, context: z.RefinementCtx, clubId?: number | null) {
  const start = parseClockTime(input.start_time);
  const end = parseClockTime(input.end_time);
  if (start !== null && end !== null && end <= start)
    context.addIssue({ code: 'custom', path: ['end_time'], message: 'end_after_start' });
  if (input.rating_min !== null && input.rating_max !== null && input.rating_max < input.rating_min)
    context.addIssue({ code: 'custom', path: ['rating_max'], message: 'rating_range' });
  const seen = new Set<string>();
  input.court_names.forEach((name, index) => {
    const folded = name.trim().toLocaleLowerCase('vi');
    if (seen.has(folded))
      context.addIssue({ code: 'custom', path: ['court_names', index], message: 'court_name_twice' });
    seen.add(folded);
  });
  if (input.visibility === 'members' && clubId === null)
    context.addIssue({ code: 'custom', path: ['visibility'], message: 'members_need_club' });
}

/** The instants a session's day and clock times name in its time zone (ISO strings, UTC). */
export function sessionInstants(event: {
  date: string;
  start_time: string;
  end_time: string;
  time_zone: string;
}): { starts_at: string; ends_at: string } {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const at = (clock: string) => {
    const minutes = parseClockTime(clock) ?? 0;
    const local = { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
    return new Date(fromLocal(local, event.time_zone)).toISOString();
  };
  return { starts_at: at(event.start_time), ends_at: at(event.end_time) };
}

/** The day and clock time an instant shows in a time zone ("2026-12-10", "19:30"). */
export function localDayAndTime(instant: string, timeZone: string): { date: string; time: string } {
  const local = toLocal(Date.parse(instant), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The event as sessions answer it (details and list). */
export const SessionEventOutputShape = {
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  /** The start and end as instants (UTC), for calendars and sorting. */
  starts_at: z.string(),
  ends_at: z.string(),
  venue_court: PersonRefSchema.nullable(),
  venue: z.string().nullable(),
  court_names: z.array(z.string()),
  player_cap: z.number().int().nullable(),
  rating_min: z.number().nullable(),
  rating_max: z.number().nullable(),
  fee: z.number().int().nullable(),
  currency: z.enum(PAYMENT_CURRENCIES),
  visibility: z.enum(SESSION_VISIBILITIES),
  organiser: PersonRefSchema.nullable(),
  cancel_cutoff_minutes: z.number().int(),
};

/** GET /match-sessions/calendar: the sessions whose day falls in a range (inclusive). */
export const SessionCalendarQuerySchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema })
  .refine((query) => query.to >= query.from, { path: ['to'], message: 'date_range' });
export type SessionCalendarQuery = z.infer<typeof SessionCalendarQuerySchema>;
