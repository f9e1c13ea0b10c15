/**
 * Recurring meetings (issue 16 §1), pure: the occurrences of a series in a range, computed in the
 * series' own time zone and never stored. An occurrence is named by its *original start* (the
 * instant the pattern gives it, ISO UTC), which is how "this occurrence" edits and cancellations
 * (exceptions) find it again, as calendar applications do (RFC 5545 RECURRENCE-ID).
 *
 * Rules (RFC 5545 where it speaks):
 * - every occurrence starts at the first one's local time of day, in the series' zone;
 * - daily every n days; weekly every n weeks on the chosen weekdays (weeks start on Monday);
 *   monthly every n months on the first one's day of the month, skipping months without that day
 *   (the 31st); yearly every n years on its date (29 February only in leap years);
 * - the end date is a local date, inclusive; without one the series goes on;
 * - an all-day meeting runs from local midnight for whole days.
 */
import type { Weekday } from '../courts/courts.rules';
import {
  addLocalDays,
  compareDates,
  dayNumber,
  daysInMonth,
  formatLocalDate,
  fromDayNumber,
  fromLocal,
  isoWeekday,
  type LocalDate,
  parseLocalDate,
  toLocal,
} from './time-zones';

export const RECURRENCE_PATTERNS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** Monday first (ISO), the order weekdays are stored and shown in. */
export const ISO_WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export interface Recurrence {
  pattern: RecurrencePattern;
  /** Every n days / weeks / months / years (1 = every). */
  interval: number;
  /** Weekly only: the days it meets on (empty or absent: the first occurrence's weekday). */
  weekdays?: readonly Weekday[] | null;
  /** The last local date an occurrence may start on, inclusive (YYYY-MM-DD); null: no end. */
  until?: string | null;
}

/** What the engine needs of a series. */
export interface SeriesTiming {
  /** The first occurrence, ISO UTC. */
  start_at: string;
  end_at: string;
  all_day: boolean;
  timezone: string;
  recurrence: Recurrence | null;
}

/** A change to one occurrence ("this occurrence"): cancelled, or its times (and text) changed. */
export interface OccurrenceException<T = unknown> {
  original_start: string;
  is_cancelled: boolean;
  /** Overridden start and end (ISO UTC); null keeps the pattern's. */
  start_at: string | null;
  end_at: string | null;
  /** Whatever else the caller overrides (title, status…), carried through untouched. */
  overrides?: T;
}

export interface ExpandedOccurrence<T = unknown> {
  original_start: string;
  start_at: string;
  end_at: string;
  /** The exception that changed it, if any. */
  exception: OccurrenceException<T> | null;
}

/** How many occurrences one series may give in one call (a daily series over years, a wide range). */
export const OCCURRENCE_LIMIT = 5000;

const iso = (ms: number) => new Date(ms).toISOString();

interface Pattern {
  zone: string;
  first: LocalDate;
  hour: number;
  minute: number;
  /** Length: whole days for all-day meetings, else milliseconds. */
  days: number;
  durationMs: number;
  allDay: boolean;
  recurrence: Recurrence | null;
  until: LocalDate | null;
}

function patternOf(series: SeriesTiming): Pattern {
  const start = Date.parse(series.start_at);
  const end = Date.parse(series.end_at);
  const local = toLocal(start, series.timezone);
  const endLocal = toLocal(end, series.timezone);
  const first = { year: local.year, month: local.month, day: local.day };
  return {
    zone: series.timezone,
    first,
    hour: series.all_day ? 0 : local.hour,
    minute: series.all_day ? 0 : local.minute,
    days: Math.max(1, dayNumber(endLocal) - dayNumber(first)),
    durationMs: Math.max(0, end - start),
    allDay: series.all_day,
    recurrence: series.recurrence,
    until: series.recurrence?.until ? parseLocalDate(series.recurrence.until) : null,
  };
}

/** The start and end instants of the occurrence on a local date. */
function timesOn(pattern: Pattern, date: LocalDate): { start: number; end: number } {
  const start = fromLocal({ ...date, hour: pattern.hour, minute: pattern.minute }, pattern.zone);
  if (!pattern.allDay) return { start, end: start + pattern.durationMs };
  const last = addLocalDays(date, pattern.days);
  return { start, end: fromLocal({ ...last, hour: 0, minute: 0 }, pattern.zone) };
}

/**
 * The local dates the pattern meets on, in order, from the first date on or after `from` (a day
 * number); stops after the end date. Jumps straight to `from` for days and weeks.
 */
function* datesFrom(pattern: Pattern, from: number): Generator<LocalDate> {
  const { first, recurrence, until } = pattern;
  const within = (date: LocalDate) => !until || compareDates(date, until) <= 0;
  if (!recurrence) {
    if (dayNumber(first) >= from && within(first)) yield first;
    return;
  }
  const step = Math.max(1, Math.floor(recurrence.interval));
  const start = dayNumber(first);
  switch (recurrence.pattern) {
    case 'daily': {
      let k = Math.max(0, Math.ceil((from - start) / step));
      for (;;) {
        const date = fromDayNumber(start + k * step);
        if (!within(date)) return;
        yield date;
        k += 1;
      }
    }
    case 'weekly': {
      const chosen = new Set(
        (recurrence.weekdays?.length
          ? recurrence.weekdays
          : [ISO_WEEKDAYS[isoWeekday(first)] as Weekday]
        ).map((day) => ISO_WEEKDAYS.indexOf(day)),
      );
      const weekOf = start - isoWeekday(first);
      let week = Math.max(0, Math.floor((from - weekOf) / 7 / step));
      for (;;) {
        const monday = weekOf + week * 7 * step;
        for (let offset = 0; offset < 7; offset += 1) {
          if (!chosen.has(offset)) continue;
          const day = monday + offset;
          if (day < start || day < from) continue;
          const date = fromDayNumber(day);
          if (!within(date)) return;
          yield date;
        }
        week += 1;
        if (until && monday > dayNumber(until)) return;
      }
    }
    case 'monthly':
    case 'yearly': {
      const months = recurrence.pattern === 'monthly' ? step : step * 12;
      for (let k = 0; ; k += 1) {
        const index = first.month - 1 + k * months;
        const year = first.year + Math.floor(index / 12);
        const month = (index % 12) + 1;
        if (until && year * 12 + month > until.year * 12 + until.month) return;
        if (first.day > daysInMonth(year, month)) continue;
        const date = { year, month, day: first.day };
        if (dayNumber(date) < from) continue;
        if (!within(date)) return;
        yield date;
      }
    }
  }
}

/**
 * The pattern's occurrences overlapping [from, to) (ISO UTC or ms), before exceptions: each with
 * its original start. At most `limit`.
 */
export function patternOccurrences(
  series: SeriesTiming,
  from: number,
  to: number,
  limit = OCCURRENCE_LIMIT,
): { original_start: string; start: number; end: number }[] {
  const pattern = patternOf(series);
  const out: { original_start: string; start: number; end: number }[] = [];
  // A long occurrence that began before `from` may still overlap it: look back its length.
  const lookBackDays = (pattern.allDay ? pattern.days : Math.ceil(pattern.durationMs / 86_400_000)) + 1;
  const fromDay = dayNumber(toLocal(from, pattern.zone)) - lookBackDays;
  for (const date of datesFrom(pattern, fromDay)) {
    const { start, end } = timesOn(pattern, date);
    if (start >= to) break;
    if (end > from || (end === start && start >= from)) {
      out.push({ original_start: iso(start), start, end });
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** Whether an instant is the original start of one of the series' occurrences. */
export function isOriginalStart(series: SeriesTiming, originalStart: string): boolean {
  const at = Date.parse(originalStart);
  if (Number.isNaN(at)) return false;
  return patternOccurrences(series, at, at + 1, 3).some((occurrence) => occurrence.start === at);
}

/**
 * The occurrences overlapping [from, to), exceptions applied: cancelled ones left out (or kept,
 * with `includeCancelled`), moved ones where they were moved to — into the range from outside it,
 * or out of it — in start order.
 */
export function expandOccurrences<T>(
  series: SeriesTiming,
  exceptions: readonly OccurrenceException<T>[],
  range: { from: string | number; to: string | number },
  options: { includeCancelled?: boolean; limit?: number } = {},
): ExpandedOccurrence<T>[] {
  const from = typeof range.from === 'number' ? range.from : Date.parse(range.from);
  const to = typeof range.to === 'number' ? range.to : Date.parse(range.to);
  const byOriginal = new Map(
    exceptions.map((exception) => [Date.parse(exception.original_start), exception]),
  );
  const shown: ExpandedOccurrence<T>[] = [];
  const place = (originalStart: number, start: number, end: number) => {
    const exception = byOriginal.get(originalStart) ?? null;
    if (exception?.is_cancelled && !options.includeCancelled) return;
    const movedStart = exception?.start_at ? Date.parse(exception.start_at) : start;
    const movedEnd = exception?.end_at ? Date.parse(exception.end_at) : movedStart + (end - start);
    if (movedStart >= to || !(movedEnd > from || (movedEnd === movedStart && movedStart >= from))) return;
    shown.push({
      original_start: iso(originalStart),
      start_at: iso(movedStart),
      end_at: iso(movedEnd),
      exception,
    });
  };
  const seen = new Set<number>();
  for (const occurrence of patternOccurrences(series, from, to, options.limit)) {
    seen.add(occurrence.start);
    place(occurrence.start, occurrence.start, occurrence.end);
  }
  // Occurrences moved into the range from outside it.
  for (const [originalStart, exception] of byOriginal) {
    if (seen.has(originalStart) || !exception.start_at) continue;
    const movedStart = Date.parse(exception.start_at);
    const movedEnd = exception.end_at ? Date.parse(exception.end_at) : movedStart;
    if (movedStart >= to || movedEnd <= from) continue;
    const original = patternOccurrences(series, originalStart, originalStart + 1, 1)[0];
    if (original?.start === originalStart) place(originalStart, original.start, original.end);
  }
  return shown.sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
}

/** The next occurrences starting at or after an instant (exceptions applied), for reminders. */
export function nextOccurrences<T>(
  series: SeriesTiming,
  exceptions: readonly OccurrenceException<T>[],
  after: number,
  count: number,
): ExpandedOccurrence<T>[] {
  // Widen the window until enough are found (a yearly series needs years), at most 50 years.
  for (let years = 1; years <= 64; years *= 4) {
    const found = expandOccurrences(series, exceptions, {
      from: after,
      to: after + years * 366 * 86_400_000,
    }).filter((occurrence) => Date.parse(occurrence.start_at) >= after);
    if (found.length >= count || years === 64) return found.slice(0, count);
  }
  return [];
}

/**
 * "This and following": the series before the split ends the day before the occurrence (local
 * date), and a new series begins with it. Returns the first series' new end date, or null when the
 * occurrence is the first one (then the whole series changes instead).
 */
export function untilBefore(series: SeriesTiming, originalStart: string): string | null {
  const first = patternOccurrences(
    series,
    Date.parse(series.start_at),
    Date.parse(series.start_at) + 1,
    1,
  )[0];
  if (first && first.start === Date.parse(originalStart)) return null;
  const local = toLocal(Date.parse(originalStart), series.timezone);
  return formatLocalDate(addLocalDays(local, -1));
}

/**
 * Exceptions re-keyed after a series' timing changed ("all occurrences" with a new time or
 * pattern): each keeps its local date and follows the occurrence the new pattern has on it; one
 * whose date has no occurrence any more is dropped (as calendar applications do).
 */
export function rekeyExceptions<T>(
  before: SeriesTiming,
  after: SeriesTiming,
  exceptions: readonly OccurrenceException<T>[],
): OccurrenceException<T>[] {
  const kept: OccurrenceException<T>[] = [];
  for (const exception of exceptions) {
    const local = toLocal(Date.parse(exception.original_start), before.timezone);
    const dayStart = fromLocal({ ...local, hour: 0, minute: 0 }, after.timezone);
    const dayEnd = fromLocal({ ...addLocalDays(local, 1), hour: 0, minute: 0 }, after.timezone);
    const match = patternOccurrences(after, dayStart, dayEnd, 2).find(
      (occurrence) => occurrence.start >= dayStart && occurrence.start < dayEnd,
    );
    if (match) kept.push({ ...exception, original_start: iso(match.start) });
  }
  return kept;
}
