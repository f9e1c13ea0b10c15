import {
  type MatchSession,
  type PaymentCurrency,
  type SessionUpdateInput,
  SessionUpdateInputSchema,
  type SessionVisibility,
} from '@pickleball/domain';
import { DEFAULT_TIME_ZONE } from '@pickleball/domain/common/pagination';
import { CANCEL_CUTOFF_DEFAULT } from '@pickleball/domain/match-sessions/session-event.schemas';
import type { z } from 'zod';
import { checkedFormSchema, type OwnIssue } from '../../../components/form/checked-schema';
import { formatNumber } from '../../../lib/format';
import { formatMoneyInput, readMoneyText } from '../../../lib/money';
import { defaultEventTimes } from './session-when';

/**
 * What the "When and where" fields hold (the generator's and the edit page's): the fee as typed in
 * the currency's major unit and the ratings as typed in the user's language (both read on submit),
 * the rest as the API takes it (SessionEventShape).
 */
export interface EventFormValues {
  date: string;
  start_time: string;
  end_time: string;
  time_zone: string;
  venue_court_id: number | null;
  venue: string;
  court_names: string[];
  player_cap: number | null;
  rating_min: string;
  rating_max: string;
  fee: string;
  currency: PaymentCurrency;
  visibility: SessionVisibility;
  organiser_id: number | null;
  /** Minutes before the start until which a player may cancel alone (a choice of the fields). */
  cancel_cutoff_minutes: number;
}

/** The event's fields, as a server 422 names them (a refused save lands on them). */
export const EVENT_FIELDS = [
  'date',
  'start_time',
  'end_time',
  'time_zone',
  'venue_court_id',
  'venue',
  'court_names',
  'player_cap',
  'rating_min',
  'rating_max',
  'fee',
  'currency',
  'visibility',
  'organiser_id',
  'cancel_cutoff_minutes',
] as const satisfies readonly (keyof EventFormValues)[];

/** What a session answers of its event (details, and the edit page's copy of it). */
export type SessionEvent = Pick<
  MatchSession,
  | 'date'
  | 'start_time'
  | 'end_time'
  | 'time_zone'
  | 'venue_court'
  | 'venue'
  | 'court_names'
  | 'player_cap'
  | 'rating_min'
  | 'rating_max'
  | 'fee'
  | 'currency'
  | 'visibility'
  | 'organiser'
  | 'cancel_cutoff_minutes'
>;

/** Typed as decimals in the user's language ("3,5"): `useZodForm`'s `decimalFields`. */
export const EVENT_DECIMAL_FIELDS = ['rating_min', 'rating_max'] as const;

/** A rating as its box shows it for editing: "3,5" in Vietnamese, "3.5" in English; none, empty. */
function ratingInput(rating: number | null, locale: string): string {
  return rating === null
    ? ''
    : formatNumber(rating, locale, { maximumFractionDigits: 3, useGrouping: false });
}

/**
 * A session's event as the fields edit it; a new evening (no session) starts today in the
 * community's zone, from the next full hour for two hours, free, open to anyone with the link,
 * organised by whoever saves it.
 */
export function eventToForm(
  session: SessionEvent | undefined,
  locale: string,
  now: Date = new Date(),
): EventFormValues {
  if (!session)
    return {
      ...defaultEventTimes(now, DEFAULT_TIME_ZONE),
      time_zone: DEFAULT_TIME_ZONE,
      venue_court_id: null,
      venue: '',
      court_names: [],
      player_cap: null,
      rating_min: '',
      rating_max: '',
      fee: '',
      currency: 'VND',
      visibility: 'link',
      organiser_id: null,
      cancel_cutoff_minutes: CANCEL_CUTOFF_DEFAULT,
    };
  return {
    date: session.date,
    start_time: session.start_time,
    end_time: session.end_time,
    time_zone: session.time_zone,
    venue_court_id: session.venue_court?.id ?? null,
    venue: session.venue ?? '',
    court_names: [...session.court_names],
    player_cap: session.player_cap,
    rating_min: ratingInput(session.rating_min, locale),
    rating_max: ratingInput(session.rating_max, locale),
    fee: formatMoneyInput(session.fee, session.currency, locale),
    currency: session.currency,
    visibility: session.visibility,
    // Kept as it is: null would hand the evening back to the person who created it.
    organiser_id: session.organiser?.id ?? null,
    cancel_cutoff_minutes: session.cancel_cutoff_minutes,
  };
}

/** The fee typed, in minor units: null for an empty box (free), NaN when it cannot be one (the schema refuses it). */
export function readFee(values: Pick<EventFormValues, 'fee' | 'currency'>, locale: string): number | null {
  const read = readMoneyText(values.fee, values.currency, locale);
  return 'amount' in read ? read.amount : Number.NaN;
}

/** The fields' values as the API's body: the fee in minor units. */
export function toEventInput<T extends EventFormValues>(
  values: T,
  locale: string,
): Omit<T, 'fee'> & { fee: number | null } {
  return { ...values, fee: readFee(values, locale) };
}

/** The form's own check: the fee typed is an amount the currency can hold ("Enter a whole number" for đồng). */
export function checkEventFee(values: Pick<EventFormValues, 'fee' | 'currency'>, locale: string): OwnIssue[] {
  const read = readMoneyText(values.fee, values.currency, locale);
  if (!('issue' in read)) return [];
  return [
    { path: ['fee'], message: read.issue, ...(read.issue === 'number_min' ? { params: { min: 0 } } : {}) },
  ];
}

/** The edit page's values: the name, the match duration and the event. */
export type SessionEditValues = EventFormValues & { name: string; match_duration_minutes: number };

export function sessionToEditForm(
  session: SessionEvent & Pick<MatchSession, 'name' | 'match_duration_minutes'>,
  locale: string,
): SessionEditValues {
  return {
    name: session.name,
    match_duration_minutes: session.match_duration_minutes,
    ...eventToForm(session, locale),
  };
}

/**
 * The edit form's schema: the fee typed checked here, every other rule by the API's own
 * SessionUpdateInputSchema (its cross-field rules too), all reported at once.
 */
export function createSessionEditSchema(
  getLocale: () => string,
): z.ZodType<SessionUpdateInput, SessionEditValues> {
  return checkedFormSchema(
    (values: SessionEditValues) => checkEventFee(values, getLocale()),
    (values: SessionEditValues) => toEventInput(values, getLocale()),
    SessionUpdateInputSchema,
  );
}
