/**
 * Wall-clock time in a time zone, with nothing but Intl (domain has no platform library): what a
 * UTC instant reads on a clock in the zone, and which instant a local date and time is. Recurring
 * meetings are computed in their own zone, so a weekly 19:00 training stays at 19:00 whatever the
 * zone's offset does (Asia/Ho_Chi_Minh has none to do; Europe/London does).
 */

/** A local calendar date and time of day (month 1–12). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A local calendar date (month 1–12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** What a clock in the zone shows at this instant, read through Intl (the slow, exact way). */
function readClock(instantMs: number, timeZone: string): LocalDateTime {
  const values: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
  };
}

function readOffset(instantMs: number, timeZone: string): number {
  const local = readClock(instantMs, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return Math.round((asUtc - Math.floor(instantMs / 60_000) * 60_000) / 60_000);
}

const DAY_MS = 86_400_000;

/** A zone's offsets over one UTC year: the offset at its start and each change after, in order. */
interface YearOffsets {
  start: number;
  changes: { at: number; offset: number }[];
}

/** Zone → UTC year → its offsets; a zone's years are few and read for every occurrence. */
const yearOffsets = new Map<string, Map<number, YearOffsets>>();
let cachedYears = 0;

/**
 * The zone's offsets over a year, read once (a day at a time, each change found to the minute)
 * and kept: a calendar view's thousands of occurrences then cost a lookup each, not an Intl call.
 */
function offsetsOfYear(timeZone: string, year: number): YearOffsets {
  let years = yearOffsets.get(timeZone);
  const known = years?.get(year);
  if (known) return known;
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  const found: YearOffsets = { start: readOffset(from, timeZone), changes: [] };
  let previous = found.start;
  for (let day = from; day < to; day += DAY_MS) {
    const next = readOffset(Math.min(day + DAY_MS, to), timeZone);
    if (next === previous) continue;
    let low = day;
    let high = Math.min(day + DAY_MS, to);
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (readOffset(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    found.changes.push({ at: high, offset: next });
    previous = next;
  }
  if (cachedYears > 2_000) {
    yearOffsets.clear();
    cachedYears = 0;
  }
  if (!years) {
    years = new Map();
    yearOffsets.set(timeZone, years);
  }
  years.set(year, found);
  cachedYears += 1;
  return found;
}

/** The zone's offset from UTC at this instant, in minutes (Asia/Ho_Chi_Minh: +420). */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  const minute = Math.floor(instantMs / 60_000) * 60_000;
  const year = offsetsOfYear(timeZone, new Date(minute).getUTCFullYear());
  let offset = year.start;
  for (const change of year.changes) {
    if (change.at > minute) break;
    offset = change.offset;
  }
  return offset;
}

/** What a clock in the zone shows at this instant (seconds dropped). */
export function toLocal(instantMs: number, timeZone: string): LocalDateTime {
  const shifted = new Date(
    Math.floor(instantMs / 60_000) * 60_000 + offsetMinutes(instantMs, timeZone) * 60_000,
  );
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * The instant a local date and time names in the zone. A time that does not exist (skipped by a
 * clock moving forward) is read with the offset before the change, so it lands just after the gap;
 * a time that exists twice (a clock moving back) is its first occurrence.
 */
export function fromLocal(local: LocalDateTime, timeZone: string): number {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offsets the zone has within a day of that time: one, unless a change is near. (Reading
  // only the offsets at the time itself misses the first of two instants when the clock moves back
  // at that very minute: 01:00 in London on the last Sunday of October.)
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMinutes(naive + shift, timeZone)));
  const candidates = [...offsets].map((offset) => naive - offset * 60_000).sort((a, b) => a - b);
  if (candidates.length === 1) return candidates[0] as number;
  const shows = (instant: number) => {
    const back = toLocal(instant, timeZone);
    return (
      back.year === local.year &&
      back.month === local.month &&
      back.day === local.day &&
      back.hour === local.hour &&
      back.minute === local.minute
    );
  };
  // The earliest instant that shows the time; in a gap none does, and the offset before the
  // change (the smallest: a gap opens when the offset grows) gives the latest candidate.
  return candidates.find(shows) ?? (candidates[candidates.length - 1] as number);
}

// ---- plain calendar arithmetic (no zone) ----

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian). */
export function dayNumber(date: LocalDate): number {
  return Math.floor(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

export function fromDayNumber(days: number): LocalDate {
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Monday … 6 = Sunday (ISO order). */
export function isoWeekday(date: LocalDate): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-11-27" ⇄ LocalDate. */
export function formatLocalDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month))
    return null;
  return date;
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return dayNumber(a) - dayNumber(b);
}
