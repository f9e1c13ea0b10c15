import { toIntlLocale } from '../../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  const key = toIntlLocale(locale);
  let format = formats.get(key);
  if (!format) {
    // Calendar dates are days, not instants: read and written in UTC so no time zone moves them.
    format = new Intl.DateTimeFormat(key, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function toDay(date: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  return day && !Number.isNaN(day.getTime()) ? day : null;
}

/** A tournament's days: "Dec 27 – 28, 2026", or one day when it starts and ends on it. */
export function formatDays(start: string, end: string, locale: string): string {
  const from = toDay(start);
  const to = toDay(end);
  if (!from) return '';
  if (!to || start === end) return dayFormat(locale).format(from);
  return dayFormat(locale).formatRange(from, to);
}

/** The days and, when set, the hours: "Dec 27 – 28, 2026 · 07:30–18:00". */
export function formatSchedule(
  tournament: { start_date: string; end_date: string; start_time: string | null; end_time: string | null },
  locale: string,
): string {
  const days = formatDays(tournament.start_date, tournament.end_date, locale);
  const hours = [tournament.start_time, tournament.end_time].filter(Boolean).join('–');
  return hours ? `${days} · ${hours}` : days;
}
