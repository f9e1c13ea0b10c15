import { ISO_WEEKDAYS, type Weekday } from '@pickleball/domain';
import { toIntlLocale } from '../../../lib/format';

/**
 * A meeting's times in words, in the reader's language and a chosen time zone (the meeting's own,
 * and the reader's when it differs): "Thu, 27 Nov 2026, 19:00 – 21:00". Formatters are cached
 * (Intl constructors are slow and a list formats many rows).
 */

const cache = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(toIntlLocale(locale), { ...options, timeZone });
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

/** The span of a meeting or occurrence; an all-day one by its dates (its end is the midnight after). */
export function formatWhen(
  startIso: string,
  endIso: string,
  allDay: boolean,
  timeZone: string,
  locale: string,
): string {
  const start = new Date(startIso);
  if (allDay) {
    const last = new Date(Date.parse(endIso) - 1);
    const formatter = format(locale, timeZone, DAY);
    return last <= start ? formatter.format(start) : formatter.formatRange(start, last);
  }
  return format(locale, timeZone, { ...DAY, ...timeOptions(locale) }).formatRange(start, new Date(endIso));
}

/** One instant with its date and time (the meetings list's next occurrence). */
export function formatInstant(iso: string, timeZone: string, locale: string, allDay = false): string {
  return format(locale, timeZone, allDay ? DAY : { ...DAY, ...timeOptions(locale) }).format(new Date(iso));
}

/** A local date (`YYYY-MM-DD`, zone-less) in words. */
export function formatLocalDateText(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return format(locale, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The zone's offset as the reader knows it: "GMT+7". */
export function formatZoneOffset(timeZone: string, locale: string, at = new Date()): string {
  try {
    const part = format(locale, timeZone, { timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((entry) => entry.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Weekday names in the reader's language, Monday first ("T2" … "CN" in Vietnamese). */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): Record<Weekday, string> {
  const formatter = format(locale, 'UTC', { weekday: width });
  // 2024-01-01 was a Monday.
  return Object.fromEntries(
    ISO_WEEKDAYS.map((day, index) => [day, formatter.format(new Date(Date.UTC(2024, 0, 1 + index)))]),
  ) as Record<Weekday, string>;
}

/** The browser's time zone (the reader's), as the API client sends it with exports. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
