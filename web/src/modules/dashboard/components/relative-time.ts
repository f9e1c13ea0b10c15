import { toIntlLocale } from '../../../lib/format';

const formats = new Map<string, Intl.RelativeTimeFormat>();

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "3 days ago", "yesterday", "5 phút trước": how long ago `iso` was, in the user's language, in
 * the largest unit that reads naturally (months past 60 days, years past two); under a minute
 * `justNow` ("just now", "vừa xong"). Invalid gives ''.
 */
export function formatTimeAgo(iso: string, locale: string, justNow: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const key = toIntlLocale(locale);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(key, { numeric: 'auto' });
    formats.set(key, format);
  }
  // A clock slightly ahead of the server's reads "now", never "in 2 minutes".
  const seconds = Math.max(0, Math.round((now.getTime() - time) / 1000));
  if (seconds < MINUTE) return justNow;
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  if (days < 60) return format.format(-days, 'day');
  if (days < 730) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}

/** A `YYYY-MM-DD` day (the API's, already in the reader's zone) as a local date, for formatting. */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
