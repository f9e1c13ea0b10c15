import {
  dayNumber,
  type EditScope,
  fromLocal,
  ISO_WEEKDAYS,
  type Meeting,
  type MeetingUpdateInput,
  toLocal,
  type Weekday,
} from '@pickleball/domain';
import type { OccurrenceShown } from './meeting-form-values';

/**
 * Which occurrences an edit or a move changes (issue 16 §1): "this occurrence", "this and
 * following" or "all". The form and a drag both hand in the opened occurrence's new times; for
 * "all" the series' first occurrence moves by the same number of days and takes the new time of
 * day (in the meeting's zone), so a Tuesday training dragged to Wednesday 19:30 becomes a
 * Wednesday 19:30 series. A weekly meeting's days move with it unless the form changed them.
 */

/** Whether saving asks which occurrences: a recurring meeting opened on one occurrence. */
export function asksScope(meeting: Pick<Meeting, 'recurrence'>, occurrence: OccurrenceShown | null): boolean {
  return meeting.recurrence !== null && occurrence !== null;
}

/** The weekdays moved by a number of days (Tuesday + 1 → Wednesday), in Monday-first order. */
export function shiftWeekdays(weekdays: readonly Weekday[], days: number): Weekday[] {
  const shift = ((days % 7) + 7) % 7;
  const moved = weekdays.map((day) => ISO_WEEKDAYS[(ISO_WEEKDAYS.indexOf(day) + shift) % 7] as Weekday);
  return ISO_WEEKDAYS.filter((day) => moved.includes(day));
}

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) =>
  a.length === b.length && a.every((day) => b.includes(day));

/** How many local days the occurrence moved (in the meeting's zone before, the input's after). */
export function daysMoved(meeting: Meeting, occurrence: OccurrenceShown, input: MeetingUpdateInput): number {
  const before = toLocal(Date.parse(occurrence.start_at), meeting.timezone);
  const after = toLocal(Date.parse(input.start_at), input.timezone);
  return dayNumber(after) - dayNumber(before);
}

/** Weekly days that follow a move of `days`, unless they were chosen anew. */
function followDays(
  meeting: Meeting,
  input: MeetingUpdateInput,
  days: number,
): MeetingUpdateInput['recurrence'] {
  const recurrence = input.recurrence;
  if (recurrence?.pattern !== 'weekly' || days === 0) return recurrence;
  const before = meeting.recurrence?.weekdays ?? [];
  if (before.length > 0 && !sameDays(recurrence.weekdays, before)) return recurrence;
  const from = recurrence.weekdays.length > 0 ? recurrence.weekdays : before;
  return from.length > 0 ? { ...recurrence, weekdays: shiftWeekdays(from, days) } : recurrence;
}

/**
 * The update to send for the scope chosen. `input` carries the opened occurrence's new times (or
 * the meeting's, for a single meeting or one opened from the list).
 */
export function scopedUpdate(
  input: MeetingUpdateInput,
  scope: EditScope,
  meeting: Meeting,
  occurrence: OccurrenceShown | null,
): MeetingUpdateInput {
  if (!asksScope(meeting, occurrence) || !occurrence)
    return { ...input, scope: 'all', occurrence_start: null };
  if (scope === 'this') return { ...input, scope, occurrence_start: occurrence.original_start };
  const days = daysMoved(meeting, occurrence, input);
  const recurrence = followDays(meeting, input, days);
  if (scope === 'following')
    return { ...input, recurrence, scope, occurrence_start: occurrence.original_start };
  // "All": the first occurrence moves by the same days and takes the new time of day.
  const first = toLocal(Date.parse(meeting.start_at), meeting.timezone);
  const time = toLocal(Date.parse(input.start_at), input.timezone);
  const firstDay = dayNumber(first) + days;
  const date = new Date(firstDay * 86_400_000);
  const start = fromLocal(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: input.all_day ? 0 : time.hour,
      minute: input.all_day ? 0 : time.minute,
    },
    input.timezone,
  );
  const length = Date.parse(input.end_at) - Date.parse(input.start_at);
  return {
    ...input,
    recurrence,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + length).toISOString(),
    scope: 'all',
    occurrence_start: null,
  };
}

/**
 * A meeting as an update body with nothing changed (a drag then replaces its times). Opened on an
 * occurrence, the title, place, notes and status are that occurrence's, so a move keeps what
 * "this occurrence" had changed.
 */
export function meetingToUpdate(meeting: Meeting, occurrence: OccurrenceShown | null): MeetingUpdateInput {
  const organizerId = meeting.organizer?.id;
  return {
    title: occurrence?.title ?? meeting.title,
    description: meeting.description,
    location: occurrence ? occurrence.location : meeting.location,
    meeting_url: meeting.meeting_url,
    agenda: meeting.agenda,
    notes: occurrence ? occurrence.notes : meeting.notes,
    start_at: occurrence?.start_at ?? meeting.start_at,
    end_at: occurrence?.end_at ?? meeting.end_at,
    all_day: meeting.all_day,
    timezone: meeting.timezone,
    type: meeting.type,
    priority: meeting.priority,
    status: occurrence?.status ?? meeting.status,
    participants: meeting.participants
      .filter((participant) => participant.user.id !== organizerId)
      .map((participant) => ({ user_id: participant.user.id, role: participant.role })),
    recurrence: meeting.recurrence
      ? {
          pattern: meeting.recurrence.pattern,
          interval: meeting.recurrence.interval,
          weekdays: [...meeting.recurrence.weekdays],
          until: meeting.recurrence.until,
        }
      : null,
    reminders: [...meeting.reminders],
    attachments: [...meeting.attachments],
    scope: 'all',
    occurrence_start: null,
  };
}

/** A drag or resize: the same body with the new times (instants: see gridToInstants). */
export function movedUpdate(
  meeting: Meeting,
  occurrence: OccurrenceShown | null,
  times: { start_at: string; end_at: string },
): MeetingUpdateInput {
  return { ...meetingToUpdate(meeting, occurrence), ...times };
}
