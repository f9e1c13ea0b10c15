/**
 * A meeting as the API answers it (rows to shapes), and who may change it: its organiser, its
 * moderators, or staff holding calendar.manage.
 */
import {
  hasPermission,
  type Meeting,
  type MeetingAttachment,
  type MeetingPriority,
  type MeetingStatus,
  type MeetingType,
  type OccurrenceException,
  type ParticipantResponse,
  type ParticipantRole,
  type RecurrencePattern,
  type SeriesTiming,
  type Weekday,
} from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { Actor } from '../../platform/context';
import type { ExceptionRow, MeetingRow, ParticipantRow } from './calendar.repository';

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
