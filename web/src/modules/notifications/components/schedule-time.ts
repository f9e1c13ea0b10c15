/**
 * A scheduled send is typed in Vietnam's time ("Giờ Việt Nam", whatever the browser's zone) and
 * sent to the API as a UTC ISO string; a stored one is shown back in Vietnam's time. The offset
 * comes from Intl, not a constant, so the code says what it means (Vietnam keeps UTC+7 all year).
 */
export const SCHEDULE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(date: Date, timeZone: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(date))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return fields;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(date: Date, timeZone: string): number {
  const f = wallClock(date, timeZone);
  const asUtc = Date.UTC(
    f.year ?? 0,
    (f.month ?? 1) - 1,
    f.day ?? 1,
    f.hour ?? 0,
    f.minute ?? 0,
    f.second ?? 0,
  );
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2026-11-25T09:30" typed in Vietnam's time → "2026-11-25T02:30:00.000Z"; null when it is not a date and time. */
export function scheduleLocalToUtc(local: string, timeZone = SCHEDULE_TIME_ZONE): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const offset = zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offset).toISOString();
}

const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');

/** A UTC instant as a `datetime-local` value in Vietnam's time: "2026-11-25T02:30:00Z" → "2026-11-25T09:30". */
export function utcToScheduleLocal(iso: string | Date, timeZone = SCHEDULE_TIME_ZONE): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const f = wallClock(date, timeZone);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** The same instant in another zone's words (the reader's own), for "that is 03:30 where you are". */
export function formatInTimeZone(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
