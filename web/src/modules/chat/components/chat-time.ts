import { toIntlLocale } from '../../../lib/format';
import { localDayKey } from './timeline';

const DAY_MS = 86_400_000;

const relative = new Map<string, Intl.RelativeTimeFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  const key = toIntlLocale(locale);
  let format = relative.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(key, { numeric: 'auto', style: 'short' });
    relative.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${toIntlLocale(locale)}|${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(toIntlLocale(locale), options);
    dates.set(key, format);
  }
  return format;
}

/** Whole calendar days from `iso`'s day to `now`'s, in the reader's time zone. */
function daysBetween(iso: string, now: Date): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return Math.round((day(localDayKey(now.toISOString())) - day(localDayKey(iso))) / DAY_MS);
}

/**
 * A list row's time, as chat apps write it: "just now" (`justNow`, the catalog's words: Intl says
 * "bây giờ", where Vietnamese writes "vừa xong"), "5 min ago" within the hour, the time today,
 * "yesterday", the weekday within a week, else the date; in the reader's language.
 */
export function formatListTime(iso: string, locale: string, justNow: string, now = new Date()): string {
  const elapsed = now.getTime() - Date.parse(iso);
  if (elapsed < 60_000) return justNow;
  if (elapsed < 3_600_000) return relativeFormat(locale).format(-Math.floor(elapsed / 60_000), 'minute');
  const days = daysBetween(iso, now);
  if (days <= 0) return dateFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
  if (days === 1) return relativeFormat(locale).format(-1, 'day');
  if (days < 7) return dateFormat(locale, { weekday: 'short' }).format(new Date(iso));
  return dateFormat(locale, { dateStyle: 'short' }).format(new Date(iso));
}

/** A message's time of day ("14:05", "2:05 PM"). */
export function formatMessageTime(iso: string, locale: string): string {
  return dateFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

/** A day separator: "today", "yesterday", else the weekday and the date in the reader's language. */
export function formatDayLabel(iso: string, locale: string, now = new Date()): string {
  const days = daysBetween(iso, now);
  if (days === 0 || days === 1) {
    const text = relativeFormat(locale).format(-days, 'day');
    return text.charAt(0).toLocaleUpperCase(toIntlLocale(locale)) + text.slice(1);
  }
  return dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}
