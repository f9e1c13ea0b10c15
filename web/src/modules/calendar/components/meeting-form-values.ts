import {
  DEFAULT_MEETING_TIME_ZONE,
  ISO_WEEKDAYS,
  isoWeekday,
  MEETING_PRIORITIES,
  MEETING_STATUSES,
  MEETING_TYPES,
  type Meeting,
  type MeetingAttachment,
  type MeetingInput,
  type MeetingUpdateInput,
  MeetingUpdateInputSchema,
  type Occurrence,
  PARTICIPANT_RESPONSES,
  PARTICIPANT_ROLES,
  parseLocalDate,
  RECURRENCE_PATTERNS,
  WEEKDAYS,
  type Weekday,
} from '@pickleball/domain';
import { z } from 'zod';
import {
  allDayLastDate,
  browserDate,
  dayAfter,
  fromLocalFields,
  isTimeText,
  type LocalFields,
  toLocalFields,
} from './meeting-times';

/**
 * What the meeting form holds and how it becomes the API's input: dates and times as the reader
 * types them in the meeting's own time zone, turned into instants on submit, then checked by the
 * domain's MeetingUpdateInputSchema (the server's own rules, messages through `validation:*`).
 * Its errors keep the API's field names (`start_at`, `end_at`, `recurrence.until`), so a server
 * 422 lands on the same fields.
 */

const LocalFieldsSchema = z.object({
  date: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => parseLocalDate(value) !== null, 'date'),
  time: z.string().trim(),
});

const ParticipantValueSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  username: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
  response: z.enum(PARTICIPANT_RESPONSES).nullable(),
});

export const REPEAT_CHOICES = ['none', ...RECURRENCE_PATTERNS] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

const MeetingFormFieldsSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    location: z.string(),
    meeting_url: z.string(),
    agenda: z.string(),
    notes: z.string(),
    all_day: z.boolean(),
    start_at: LocalFieldsSchema,
    end_at: LocalFieldsSchema,
    timezone: z.string(),
    type: z.enum(MEETING_TYPES),
    priority: z.enum(MEETING_PRIORITIES),
    status: z.enum(MEETING_STATUSES),
    participants: z.array(ParticipantValueSchema),
    recurrence: z.object({
      pattern: z.enum(REPEAT_CHOICES),
      interval: z.string(),
      weekdays: z.array(z.enum(WEEKDAYS)),
      until: z.string(),
    }),
    reminders: z.array(z.number()),
    attachments: z.array(z.custom<MeetingAttachment>()),
  })
  .superRefine((values, context) => {
    if (values.all_day) return;
    for (const field of ['start_at', 'end_at'] as const) {
      const time = values[field].time.trim();
      if (!time) context.addIssue({ code: 'custom', path: [field, 'time'], message: 'required' });
      else if (!isTimeText(time))
        context.addIssue({ code: 'custom', path: [field, 'time'], message: 'time_format' });
    }
  });

export type MeetingFormValues = z.input<typeof MeetingFormFieldsSchema>;

/** The form's values as the API's fields (not yet checked: the schema below does that). */
export function formToInput(values: MeetingFormValues): Record<string, unknown> {
  const zone = values.timezone;
  const start = fromLocalFields(values.start_at, zone, values.all_day);
  const end = values.all_day ? dayAfter(values.end_at.date, zone) : fromLocalFields(values.end_at, zone);
  const pattern = values.recurrence.pattern;
  return {
    title: values.title,
    description: values.description,
    location: values.location,
    meeting_url: values.meeting_url,
    agenda: values.agenda,
    notes: values.notes,
    // An impossible value (a zone the browser does not know) is left for the schema to name.
    start_at: start ?? '',
    end_at: end ?? '',
    all_day: values.all_day,
    timezone: zone,
    type: values.type,
    priority: values.priority,
    status: values.status,
    participants: values.participants.map((person) => ({ user_id: person.user_id, role: person.role })),
    recurrence:
      pattern === 'none'
        ? null
        : {
            pattern,
            interval: values.recurrence.interval.trim() || '1',
            weekdays: pattern === 'weekly' ? values.recurrence.weekdays : [],
            until: values.recurrence.until,
          },
    reminders: values.reminders,
    attachments: values.attachments,
  };
}

/** Checks the form as the server will: its own fields first, then the domain's input schema. */
export const MeetingFormSchema =
  MeetingFormFieldsSchema.transform(formToInput).pipe(MeetingUpdateInputSchema);

/** A new meeting's body: the create route takes no status or scope. */
export function toCreateInput(input: MeetingUpdateInput): MeetingInput {
  const { status: _status, scope: _scope, occurrence_start: _occurrence, ...fields } = input;
  return fields;
}

/** A chosen slot of the grid (browser time), or the next full hour. */
export interface NewMeetingSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

export function defaultSlot(now: Date): NewMeetingSlot {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { start, end: new Date(start.getTime() + 60 * 60_000), allDay: false };
}

/** The weekday chip a weekly meeting starts with: the first occurrence's. */
export function weekdayOf(date: string): Weekday {
  const parsed = parseLocalDate(date);
  return parsed ? (ISO_WEEKDAYS[isoWeekday(parsed)] ?? 'monday') : 'monday';
}

/** An empty form for a new meeting at the slot, in the default zone (or the reader's choice). */
export function newMeetingForm(
  slot: NewMeetingSlot,
  timeZone = DEFAULT_MEETING_TIME_ZONE,
): MeetingFormValues {
  const start = slot.allDay
    ? { date: browserDate(slot.start), time: '' }
    : toLocalFields(slot.start.toISOString(), timeZone);
  const end = slot.allDay
    ? // The grid's all-day range ends at the midnight after its last day.
      { date: browserDate(new Date(slot.end.getTime() - 1)), time: '' }
    : toLocalFields(slot.end.toISOString(), timeZone);
  return {
    title: '',
    description: '',
    location: '',
    meeting_url: '',
    agenda: '',
    notes: '',
    all_day: slot.allDay,
    start_at: start,
    end_at: end,
    timezone: timeZone,
    type: 'meeting',
    priority: 'medium',
    status: 'scheduled',
    participants: [],
    recurrence: { pattern: 'none', interval: '1', weekdays: [weekdayOf(start.date)], until: '' },
    reminders: [15],
    attachments: [],
  };
}

/** The occurrence a form edits: its times and what "this occurrence" may have changed. */
export type OccurrenceShown = Pick<
  Occurrence,
  'original_start' | 'start_at' | 'end_at' | 'title' | 'location' | 'notes' | 'status'
>;

function timesOf(
  startIso: string,
  endIso: string,
  allDay: boolean,
  zone: string,
): { start: LocalFields; end: LocalFields } {
  if (allDay)
    return {
      start: { date: toLocalFields(startIso, zone).date, time: '' },
      end: { date: allDayLastDate(endIso, zone), time: '' },
    };
  return { start: toLocalFields(startIso, zone), end: toLocalFields(endIso, zone) };
}

/**
 * A meeting as the form edits it; opened from one occurrence of a recurring meeting, its times,
 * title, place and status are that occurrence's (what "this occurrence" changes).
 */
export function meetingToForm(meeting: Meeting, occurrence: OccurrenceShown | null): MeetingFormValues {
  const zone = meeting.timezone;
  const times = timesOf(
    occurrence?.start_at ?? meeting.start_at,
    occurrence?.end_at ?? meeting.end_at,
    meeting.all_day,
    zone,
  );
  const organizerId = meeting.organizer?.id;
  return {
    title: occurrence?.title ?? meeting.title,
    description: meeting.description ?? '',
    location: (occurrence ? occurrence.location : meeting.location) ?? '',
    meeting_url: meeting.meeting_url ?? '',
    agenda: meeting.agenda ?? '',
    notes: (occurrence ? occurrence.notes : meeting.notes) ?? '',
    all_day: meeting.all_day,
    start_at: times.start,
    end_at: times.end,
    timezone: zone,
    type: meeting.type,
    priority: meeting.priority,
    status: occurrence?.status ?? meeting.status,
    participants: meeting.participants
      .filter((participant) => participant.user.id !== organizerId)
      .map((participant) => ({
        user_id: participant.user.id,
        name: participant.user.name,
        username: participant.user.username,
        role: participant.role,
        response: participant.response,
      })),
    recurrence: meeting.recurrence
      ? {
          pattern: meeting.recurrence.pattern,
          interval: String(meeting.recurrence.interval),
          weekdays:
            meeting.recurrence.weekdays.length > 0
              ? [...meeting.recurrence.weekdays]
              : [weekdayOf(toLocalFields(meeting.start_at, zone).date)],
          until: meeting.recurrence.until ?? '',
        }
      : { pattern: 'none', interval: '1', weekdays: [weekdayOf(times.start.date)], until: '' },
    reminders: [...meeting.reminders],
    attachments: [...meeting.attachments],
  };
}
