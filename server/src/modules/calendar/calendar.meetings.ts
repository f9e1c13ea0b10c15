/**
 * A meeting as the API answers it, the engine's view of its timing, and who may change it:
 * its organiser, its moderators, or staff holding calendar.manage.
 */
import {
  addLocalDays,
  dayNumber,
  type ExpandedOccurrence,
  fromLocal,
  hasPermission,
  type Meeting,
  type MeetingAttachment,
  type MeetingPriority,
  type MeetingStatus,
  type MeetingType,
  type OccurrenceException,
  type ParticipantResponse,
  type ParticipantRole,
  parseLocalDate,
  patternOccurrences,
  type RecurrencePattern,
  type SeriesTiming,
  toLocal,
  type Weekday,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { Actor } from '../../platform/context';
import { notFound } from '../../platform/errors';
import {
  type ExceptionRow,
  findMeetingRow,
  loadExceptions,
  loadParticipants,
  type MeetingRow,
  type ParticipantRow,
} from './calendar.repository';

/** What an exception may change besides the times. */
export interface ExceptionOverrides {
  title: string | null;
  location: string | null;
  notes: string | null;
  status: MeetingStatus | null;
}

export function seriesOf(
  row: Pick<
    MeetingRow,
    | 'start_at'
    | 'end_at'
    | 'all_day'
    | 'timezone'
    | 'recurrence_pattern'
    | 'recurrence_interval'
    | 'recurrence_weekdays'
    | 'recurrence_until'
  >,
): SeriesTiming {
  return {
    start_at: toIso(row.start_at),
    end_at: toIso(row.end_at),
    all_day: toBool(row.all_day),
    timezone: row.timezone,
    recurrence: row.recurrence_pattern
      ? {
          pattern: row.recurrence_pattern as RecurrencePattern,
          interval: row.recurrence_interval,
          weekdays: JSON.parse(row.recurrence_weekdays) as Weekday[],
          until: row.recurrence_until,
        }
      : null,
  };
}

export function exceptionsOf(rows: readonly ExceptionRow[]): OccurrenceException<ExceptionOverrides>[] {
  return rows.map((row) => ({
    original_start: toIso(row.original_start),
    is_cancelled: toBool(row.is_cancelled),
    start_at: toIsoOrNull(row.start_at),
    end_at: toIsoOrNull(row.end_at),
    overrides: {
      title: row.title,
      location: row.location,
      notes: row.notes,
      status: row.status as MeetingStatus | null,
    },
  }));
}

/**
 * The times as stored: an all-day meeting from local midnight of its first day to local midnight
 * after its last (the dates of the instants given, read in the meeting's zone).
 */
export function normalizeTimes(input: {
  start_at: string;
  end_at: string;
  all_day: boolean;
  timezone: string;
}): { start_at: string; end_at: string } {
  if (!input.all_day)
    return { start_at: new Date(input.start_at).toISOString(), end_at: new Date(input.end_at).toISOString() };
  const first = toLocal(Date.parse(input.start_at), input.timezone);
  // The end instant is exclusive: an end exactly at midnight closes the day before.
  const last = toLocal(Date.parse(input.end_at) - 1, input.timezone);
  const lastDay = dayNumber(last) < dayNumber(first) ? first : last;
  return {
    start_at: new Date(fromLocal({ ...first, hour: 0, minute: 0 }, input.timezone)).toISOString(),
    end_at: new Date(
      fromLocal({ ...addLocalDays(lastDay, 1), hour: 0, minute: 0 }, input.timezone),
    ).toISOString(),
  };
}

/**
 * The latest instant any occurrence can end (null while the series goes on): the end of its end
 * date plus the meeting's length. A bound for range queries, not an exact value.
 */
export function seriesEndAt(series: SeriesTiming): string | null {
  if (!series.recurrence) return series.end_at;
  const until = series.recurrence.until ? parseLocalDate(series.recurrence.until) : null;
  if (!until) return null;
  const length = Date.parse(series.end_at) - Date.parse(series.start_at);
  const dayAfter = fromLocal({ ...addLocalDays(until, 1), hour: 0, minute: 0 }, series.timezone);
  return new Date(dayAfter + Math.max(0, length) + 86_400_000).toISOString();
}

export function canEditMeeting(
  actor: Actor,
  row: Pick<MeetingRow, 'organizer_id'>,
  participants: readonly Pick<ParticipantRow, 'user_id' | 'role'>[],
): boolean {
  return (
    hasPermission(actor, 'calendar.manage') ||
    row.organizer_id === actor.id ||
    participants.some((participant) => participant.user_id === actor.id && participant.role === 'moderator')
  );
}

export function toMeeting(row: MeetingRow, participants: readonly ParticipantRow[], actor: Actor): Meeting {
  const series = seriesOf(row);
  const mine = participants.find((participant) => participant.user_id === actor.id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    meeting_url: row.meeting_url,
    agenda: row.agenda,
    notes: row.notes,
    start_at: series.start_at,
    end_at: series.end_at,
    all_day: series.all_day,
    timezone: row.timezone,
    type: row.type as MeetingType,
    priority: row.priority as MeetingPriority,
    status: row.status as MeetingStatus,
    organizer:
      row.organizer_id !== null && row.organizer_name !== null
        ? { id: row.organizer_id, name: row.organizer_name, username: row.organizer_username ?? '' }
        : null,
    participants: participants.map((participant) => ({
      user: { id: participant.user_id, name: participant.name, username: participant.username },
      role: participant.role as ParticipantRole,
      response: participant.response as ParticipantResponse,
      responded_at: toIsoOrNull(participant.responded_at),
    })),
    recurrence: series.recurrence
      ? {
          pattern: series.recurrence.pattern,
          interval: series.recurrence.interval,
          weekdays: [...(series.recurrence.weekdays ?? [])],
          until: series.recurrence.until ?? null,
        }
      : null,
    reminders: JSON.parse(row.reminders) as number[],
    attachments: JSON.parse(row.attachments) as MeetingAttachment[],
    my_response: (mine?.response as ParticipantResponse | undefined) ?? null,
    can_edit: canEditMeeting(actor, row, participants),
    revision: row.revision,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * One occurrence by its original start, its exception applied (a cancelled one comes back with
 * its exception saying so); null when the pattern has no occurrence there.
 */
export function findOccurrence(
  series: SeriesTiming,
  exceptions: readonly OccurrenceException<ExceptionOverrides>[],
  originalStart: string,
): ExpandedOccurrence<ExceptionOverrides> | null {
  const at = Date.parse(originalStart);
  const original = patternOccurrences(series, at, at + 1, 3).find((occurrence) => occurrence.start === at);
  if (!original) return null;
  const exception = exceptions.find((entry) => Date.parse(entry.original_start) === at) ?? null;
  const start = exception?.start_at ? Date.parse(exception.start_at) : original.start;
  const end = exception?.end_at ? Date.parse(exception.end_at) : start + (original.end - original.start);
  return {
    original_start: original.original_start,
    start_at: new Date(start).toISOString(),
    end_at: new Date(end).toISOString(),
    exception,
  };
}

/** A meeting with its participants and exceptions, or 404. */
export async function loadMeetingState(db: Db, id: number) {
  const row = await findMeetingRow(db, id);
  if (!row) throw notFound();
  const [participants, exceptions] = await Promise.all([
    loadParticipants(db, [id]),
    loadExceptions(db, [id]),
  ]);
  return { row, participants: participants.get(id) ?? [], exceptions: exceptions.get(id) ?? [] };
}

export async function loadMeeting(db: Db, id: number, actor: Actor): Promise<Meeting> {
  const { row, participants } = await loadMeetingState(db, id);
  return toMeeting(row, participants, actor);
}
