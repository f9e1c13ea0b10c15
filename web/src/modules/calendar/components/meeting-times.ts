import {
  addLocalDays,
  formatLocalDate,
  fromLocal,
  isTimeZone,
  parseLocalDate,
  toLocal,
} from '@pickleball/domain';

/**
 * A meeting's wall-clock fields in its own time zone ⇄ the instants the API takes. The form shows
 * "27/11/2026 19:00 Asia/Ho_Chi_Minh" whatever the reader's zone; an all-day meeting runs from
 * local midnight of its first day to local midnight after its last (the end is exclusive).
 */

/** A date (`YYYY-MM-DD`) and a time of day (`HH:mm`) as the form's inputs hold them. */
export interface LocalFields {
  date: string;
  time: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number) => String(value).padStart(2, '0');

export function isTimeText(text: string): boolean {
  return TIME.test(text);
}

/** What a clock in the zone shows at the instant. */
export function toLocalFields(iso: string, timeZone: string): LocalFields {
  const local = toLocal(Date.parse(iso), timeZone);
  return { date: formatLocalDate(local), time: `${pad(local.hour)}:${pad(local.minute)}` };
}

/** The instant (ISO) the fields name in the zone; null when a field or the zone is not valid. */
export function fromLocalFields(fields: LocalFields, timeZone: string, allDay = false): string | null {
  const date = parseLocalDate(fields.date.trim());
  const time = allDay ? ['', '0', '0'] : TIME.exec(fields.time.trim());
  if (!date || !time || !isTimeZone(timeZone)) return null;
  return new Date(
    fromLocal({ ...date, hour: Number(time[1]), minute: Number(time[2]) }, timeZone),
  ).toISOString();
}

/** The last day of an all-day meeting (its end instant is the midnight after it). */
export function allDayLastDate(endIso: string, timeZone: string): string {
  return formatLocalDate(toLocal(Date.parse(endIso) - 1, timeZone));
}

/** Local midnight after the date: an all-day meeting's end. */
export function dayAfter(date: string, timeZone: string): string | null {
  const parsed = parseLocalDate(date.trim());
  if (!parsed || !isTimeZone(timeZone)) return null;
  return new Date(fromLocal({ ...addLocalDays(parsed, 1), hour: 0, minute: 0 }, timeZone)).toISOString();
}

/** A browser Date's calendar date (the grid's all-day cells are local dates, whatever the zone). */
export function browserDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
