/**
 * Meetings as iCalendar (RFC 5545), for the private feed a phone or Google Calendar subscribes to
 * and for one meeting's download. A series is one VEVENT with its RRULE in the meeting's own time
 * zone (described by a VTIMEZONE built from the zone's real offsets), EXDATEs for cancelled
 * occurrences and a VEVENT with RECURRENCE-ID for each one changed on its own; VALARMs carry the
 * reminders. Text is escaped and lines folded at 75 octets, as the format requires.
 */
import {
  addLocalDays,
  formatLocalDate,
  fromLocal,
  type LocalDateTime,
  type OccurrenceException,
  offsetMinutes,
  parseLocalDate,
  toLocal,
} from '@pickleball/domain';
import { type ExceptionOverrides, exceptionsOf, seriesOf } from './calendar.mapper';
import type { ExceptionRow, MeetingRow, ParticipantRow } from './calendar.repository';

export interface IcsMeeting {
  row: MeetingRow;
  participants: readonly ParticipantRow[];
  exceptions: readonly ExceptionRow[];
  organizerEmail: string | null;
}

export interface IcsOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** Where the app is reached: the events link back to their meeting. */
  origin: string;
  /** Words in the reader's language. */
  labels: { agenda: string; join: string; reminder: (title: string) => string };
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Step back to a character boundary (a continuation byte is 10xxxxxx).
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // the leading space of a continuation line counts
  }
  return parts.join('\r\n ');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function localStamp(local: LocalDateTime): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}00`;
}

function dateStamp(local: { year: number; month: number; day: number }): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}`;
}

function utcStamp(iso: string): string {
  return `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const value = Math.abs(minutes);
  return `${sign}${pad(Math.floor(value / 60))}${pad(value % 60)}`;
}

/**
 * A VTIMEZONE for the zone, from its actual offsets over the years the events span: one
 * observance for the offset before the first change, then one per change.
 */
export function buildTimeZone(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const initial = offsetMinutes(start, zone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: LocalDateTime, from: number, to: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  observance('STANDARD', { year: 1970, month: 1, day: 1, hour: 0, minute: 0 }, initial, initial);
  let previous = initial;
  for (let day = start; day < end; day += 86_400_000) {
    const next = offsetMinutes(day + 86_400_000, zone);
    if (next === previous) continue;
    // The change happens within this day: find its minute.
    let low = day;
    let high = day + 86_400_000;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(middle, zone) === previous) low = middle;
      else high = middle;
    }
    // DTSTART is the local time the change happens at, read with the offset before it.
    const before = new Date(high + previous * 60_000);
    observance(
      next > previous ? 'DAYLIGHT' : 'STANDARD',
      {
        year: before.getUTCFullYear(),
        month: before.getUTCMonth() + 1,
        day: before.getUTCDate(),
        hour: before.getUTCHours(),
        minute: before.getUTCMinutes(),
      },
      previous,
      next,
    );
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const WEEKDAY_CODES: Record<string, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

const PARTSTAT: Record<string, string> = {
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
  maybe: 'TENTATIVE',
  pending: 'NEEDS-ACTION',
};
const ROLE: Record<string, string> = {
  moderator: 'CHAIR',
  attendee: 'REQ-PARTICIPANT',
  optional: 'OPT-PARTICIPANT',
};

function trigger(minutes: number): string {
  if (minutes === 0) return 'PT0S'; // at the start
  if (minutes % 1440 === 0) return `-P${minutes / 1440}D`;
  if (minutes % 60 === 0) return `-PT${minutes / 60}H`;
  return `-PT${minutes}M`;
}

/** DTSTART/DTEND/RECURRENCE-ID/EXDATE value of an instant for this meeting (all-day: a date). */
function when(name: string, iso: string, row: MeetingRow): string {
  const local = toLocal(Date.parse(iso), row.timezone);
  return row.all_day
    ? `${name};VALUE=DATE:${dateStamp(local)}`
    : `${name};TZID=${row.timezone}:${localStamp(local)}`;
}

function recurrenceRule(row: MeetingRow): string | null {
  const series = seriesOf(row);
  const recurrence = series.recurrence;
  if (!recurrence) return null;
  const parts = [`FREQ=${recurrence.pattern.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  const first = toLocal(Date.parse(series.start_at), row.timezone);
  if (recurrence.pattern === 'weekly' && recurrence.weekdays?.length)
    parts.push(`BYDAY=${recurrence.weekdays.map((day) => WEEKDAY_CODES[day]).join(',')}`);
  if (recurrence.pattern === 'monthly') parts.push(`BYMONTHDAY=${first.day}`);
  if (recurrence.pattern === 'yearly') parts.push(`BYMONTH=${first.month}`, `BYMONTHDAY=${first.day}`);
  const until = recurrence.until ? parseLocalDate(recurrence.until) : null;
  if (until) {
    // With a TZID start, UNTIL is UTC: the end of the last local day.
    const endOfDay = fromLocal({ ...addLocalDays(until, 1), hour: 0, minute: 0 }, row.timezone) - 1000;
    parts.push(
      row.all_day ? `UNTIL=${dateStamp(until)}` : `UNTIL=${utcStamp(new Date(endOfDay).toISOString())}`,
    );
  }
  return `RRULE:${parts.join(';')}`;
}

function eventLines(
  meeting: IcsMeeting,
  options: IcsOptions,
  host: string,
  occurrence?: OccurrenceException<ExceptionOverrides>,
): string[] {
  const { row } = meeting;
  const title = occurrence?.overrides?.title ?? row.title;
  const location = occurrence?.overrides?.location ?? row.location;
  const status = occurrence?.overrides?.status ?? row.status;
  const length = Date.parse(row.end_at) - Date.parse(row.start_at);
  const start = occurrence ? (occurrence.start_at ?? occurrence.original_start) : row.start_at;
  const end = occurrence
    ? (occurrence.end_at ?? new Date(Date.parse(start) + length).toISOString())
    : row.end_at;
  const description = [
    row.description,
    row.agenda ? `${options.labels.agenda}:\n${row.agenda}` : null,
    row.meeting_url ? `${options.labels.join}: ${row.meeting_url}` : null,
    occurrence?.overrides?.notes ?? row.notes,
  ]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:meeting-${row.id}@${host}`,
    `DTSTAMP:${utcStamp(row.updated_at)}`,
    `LAST-MODIFIED:${utcStamp(row.updated_at)}`,
    `SEQUENCE:${row.revision}`,
    when('DTSTART', start, row),
    when('DTEND', end, row),
  ];
  if (occurrence) lines.push(when('RECURRENCE-ID', occurrence.original_start, row));
  else {
    const rule = recurrenceRule(row);
    if (rule) lines.push(rule);
    const cancelled = exceptionsOf(meeting.exceptions).filter((exception) => exception.is_cancelled);
    for (const exception of cancelled) lines.push(when('EXDATE', exception.original_start, row));
  }
  lines.push(`SUMMARY:${escapeText(title)}`);
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  lines.push(`URL:${options.origin}/calendar/meetings/${row.id}`);
  lines.push(`STATUS:${status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`);
  if (row.organizer_name && meeting.organizerEmail)
    lines.push(`ORGANIZER;CN="${row.organizer_name.replace(/"/g, "'")}":mailto:${meeting.organizerEmail}`);
  for (const participant of meeting.participants) {
    if (!participant.email) continue;
    lines.push(
      `ATTENDEE;CN="${participant.name.replace(/"/g, "'")}";ROLE=${ROLE[participant.role] ?? 'REQ-PARTICIPANT'};PARTSTAT=${PARTSTAT[participant.response] ?? 'NEEDS-ACTION'}:mailto:${participant.email}`,
    );
  }
  for (const minutes of JSON.parse(row.reminders) as number[])
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(options.labels.reminder(title))}`,
      `TRIGGER:${trigger(minutes)}`,
      'END:VALARM',
    );
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR of these meetings, CRLF line ends, folded. */
export function buildCalendar(meetings: readonly IcsMeeting[], options: IcsOptions): string {
  const host = new URL(options.origin).host || 'pickleball.local';
  const zones = new Map<string, { from: number; to: number }>();
  for (const { row } of meetings) {
    if (row.all_day) continue;
    const from = toLocal(Date.parse(row.start_at), row.timezone).year;
    const last = row.series_end_at ? toLocal(Date.parse(row.series_end_at), row.timezone).year : from + 5;
    const known = zones.get(row.timezone);
    zones.set(row.timezone, {
      from: Math.min(known?.from ?? from, from),
      to: Math.max(known?.to ?? last, last),
    });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pickleball back-office//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const [zone, years] of zones) lines.push(...buildTimeZone(zone, years.from, years.to));
  for (const meeting of meetings) {
    lines.push(...eventLines(meeting, options, host));
    for (const exception of exceptionsOf(meeting.exceptions))
      if (!exception.is_cancelled) lines.push(...eventLines(meeting, options, host, exception));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** "2026-12-01" style date of an instant in a zone (file names). */
export function localDateOf(iso: string, zone: string): string {
  return formatLocalDate(toLocal(Date.parse(iso), zone));
}
