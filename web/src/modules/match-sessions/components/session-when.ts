import { addLocalDays, formatLocalDate, toLocal } from '@pickleball/domain/calendar/time-zones';
import { toIntlLocale } from '../../../lib/format';

/**
 * A session's day and times in words, in the reader's language and the session's own time zone
 * (an evening in Hà Nội reads 19:00 wherever it is read): "Fri, 11 Dec 2026, 19:00 – 21:00". And
 * the generator's first guess for a new evening. The domain's time-zone file alone (no zod):
 * the list's columns use it.
 */

/** What a session says of its time (details, list rows and calendar items alike). */
export interface SessionTimes {
  starts_at: string;
  ends_at: string;
  time_zone: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(toIntlLocale(locale), { ...options, timeZone });
    } catch {
      // A zone this browser does not know: the reader's own.
      formatter = new Intl.DateTimeFormat(toIntlLocale(locale), options);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/** 24-hour clocks in Vietnamese, the reader's habit in English. */
function timeOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.startsWith('vi')
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { hour: 'numeric', minute: '2-digit' };
}

const isInstant = (iso: string) => !Number.isNaN(Date.parse(iso));

/** The session's day: "Fri, 11 Dec 2026" ("Th 6, 11 thg 12, 2026"). */
export function formatSessionDay(session: SessionTimes, locale: string): string {
  if (!isInstant(session.starts_at)) return '';
  return format(locale, session.time_zone, DAY).format(new Date(session.starts_at));
}

/** Its start and end: "7:00 – 9:00 PM", "19:00 – 21:00". */
export function formatSessionTimes(session: SessionTimes, locale: string): string {
  if (!isInstant(session.starts_at) || !isInstant(session.ends_at)) return '';
  return format(locale, session.time_zone, timeOptions(locale)).formatRange(
    new Date(session.starts_at),
    new Date(session.ends_at),
  );
}

/** An instant's time of day in the session's zone: "7:42 PM", "19:42" (a game called to its court). */
export function formatSessionClock(iso: string, timeZone: string, locale: string): string {
  if (!isInstant(iso)) return '';
  return format(locale, timeZone, timeOptions(locale)).format(new Date(iso));
}

/** Both in one line: "Fri, 11 Dec 2026, 7:00 – 9:00 PM". */
export function formatSessionWhen(session: SessionTimes, locale: string): string {
  if (!isInstant(session.starts_at) || !isInstant(session.ends_at)) return '';
  return format(locale, session.time_zone, { ...DAY, ...timeOptions(locale) }).formatRange(
    new Date(session.starts_at),
    new Date(session.ends_at),
  );
}

/** The zone's offset as the reader knows it ("GMT+7"), to say when it is not the reader's own. */
export function formatZoneOffset(timeZone: string, locale: string, at: Date): string {
  const part = format(locale, timeZone, { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? '';
}

/** Whether the reader's clock shows another time than the session's zone at that instant. */
export function isOtherZone(timeZone: string, at: Date, readerZone: string): boolean {
  if (timeZone === readerZone) return false;
  return formatZoneOffset(timeZone, 'en', at) !== formatZoneOffset(readerZone, 'en', at);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A new evening's first guess: today in the zone, from the next full hour, for two hours ("18:20"
 * → 19:00–21:00). Late at night the end stops at 23:59 (an evening ends on its day); after 23:00
 * the next full hour is tomorrow's midnight.
 */
export function defaultEventTimes(
  now: Date,
  timeZone: string,
): { date: string; start_time: string; end_time: string } {
  const local = toLocal(now.getTime(), timeZone);
  let day = { year: local.year, month: local.month, day: local.day };
  let hour = local.hour + 1;
  if (hour > 23) {
    day = addLocalDays(day, 1);
    hour = 0;
  }
  const end = hour + 2;
  return {
    date: formatLocalDate(day),
    start_time: `${pad(hour)}:00`,
    end_time: end > 23 ? '23:59' : `${pad(end)}:00`,
  };
}
