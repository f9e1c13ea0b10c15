import type { ClubNight, FeeMethod, Signup, SignupList } from '@pickleball/domain';
import type { SessionTimes } from './session-when';

/**
 * Club-night sign-ups in words (the organiser's list, "My club nights"): a place or a place in
 * line, a fee paid or not and how, the places left. `t` is the caller's (the module's catalog), so
 * these stay pure; types only from domain.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** How a fee was paid, written out in full so the catalog check finds each key. */
export const FEE_METHOD_KEYS: Record<FeeMethod, string> = {
  app: 'match-sessions:signups.method.app',
  cash: 'match-sessions:signups.method.cash',
  transfer: 'match-sessions:signups.method.transfer',
};

/** Each confirmed sign-up's place, 1..n in the order the list gives them (sign-up order). */
export function placesOf(signups: readonly Pick<Signup, 'id' | 'status'>[]): Map<number, number> {
  const places = new Map<number, number>();
  for (const signup of signups) if (signup.status === 'confirmed') places.set(signup.id, places.size + 1);
  return places;
}

/** "Place 3", "#2 in line", or "Cancelled". */
export function placeLabel(
  signup: Pick<Signup, 'status' | 'waitlist_position'>,
  place: number | undefined,
  t: Translate,
): string {
  if (signup.status === 'confirmed')
    return place === undefined
      ? t('match-sessions:signups.in')
      : t('match-sessions:signups.place', { place });
  if (signup.status === 'waitlisted')
    return t('match-sessions:signups.in_line', { position: signup.waitlist_position ?? 0 });
  return t('match-sessions:signups.cancelled');
}

/** "Paid · Cash", "Paid · In the app", or "Unpaid". */
export function feeLabel(fee: Pick<Signup['fee'], 'status' | 'method'>, t: Translate): string {
  if (fee.status !== 'paid') return t('match-sessions:signups.unpaid');
  return fee.method
    ? t('match-sessions:signups.paid_by', { method: t(FEE_METHOD_KEYS[fee.method]) })
    : t('match-sessions:signups.paid');
}

/** A figure against its total: "12 / 16", or the figure alone without a total. */
export function ofTotal(value: number, total: number | null): string {
  return total === null ? String(value) : `${value} / ${total}`;
}

/** The list's figures: confirmed against the cap, waiting, paid against the confirmed. */
export function signupFigures(list: Pick<SignupList, 'confirmed' | 'waitlisted' | 'cap' | 'paid'>): {
  confirmed: string;
  waiting: string;
  paid: string;
} {
  return {
    confirmed: ofTotal(list.confirmed, list.cap),
    waiting: String(list.waitlisted),
    paid: ofTotal(list.paid, list.confirmed),
  };
}

/** Every place taken: a new sign-up joins the line. */
export function isNightFull(night: Pick<ClubNight, 'player_cap' | 'confirmed'>): boolean {
  return night.player_cap !== null && night.confirmed >= night.player_cap;
}

/** "5 of 16 places left", "Full: join the line", or "12 signed up" when the night has no cap. */
export function placesLeftText(night: Pick<ClubNight, 'player_cap' | 'confirmed'>, t: Translate): string {
  if (night.player_cap === null)
    return t('match-sessions:club_nights.signed_up_count', { count: night.confirmed });
  if (isNightFull(night)) return t('match-sessions:club_nights.full');
  return t('match-sessions:club_nights.places_left', {
    count: night.player_cap - night.confirmed,
    cap: night.player_cap,
  });
}

/** Where I stand on a night: "You're in", or "#2 in line". */
export function myPlaceText(mine: NonNullable<ClubNight['mine']>, t: Translate): string {
  return mine.status === 'waitlisted'
    ? t('match-sessions:signups.in_line', { position: mine.waitlist_position ?? 0 })
    : t('match-sessions:club_nights.you_are_in');
}

const clock = (time: string) => time.slice(0, 5);

/**
 * A night's day and times as its own clock reads them (the API's local date and times, the
 * night's zone being what they are written in): read as UTC instants and shown in UTC, they come
 * out as written, in the reader's language, wherever the reader is.
 */
export function nightTimes(night: Pick<ClubNight, 'date' | 'start_time' | 'end_time'>): SessionTimes {
  return {
    starts_at: `${night.date}T${clock(night.start_time)}:00.000Z`,
    ends_at: `${night.date}T${clock(night.end_time)}:00.000Z`,
    time_zone: 'UTC',
  };
}
