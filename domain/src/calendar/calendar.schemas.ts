import { z } from 'zod';
import { ListQueryShape, sortSchema } from '../common/pagination';
import {
  IdSchema,
  optionalString,
  QueryBooleanSchema,
  QueryDateSchema,
  requiredString,
} from '../common/validation';
import { WEEKDAYS } from '../courts/courts.rules';
import { StoredImageSchema } from '../files/files.schemas';
import {
  DEFAULT_MEETING_TIME_ZONE,
  EDIT_SCOPES,
  MEETING_PRIORITIES,
  MEETING_REMINDERS_MAX,
  MEETING_STATUSES,
  MEETING_TYPES,
  OCCURRENCE_RANGE_MAX_DAYS,
  PARTICIPANT_RESPONSES,
  PARTICIPANT_ROLES,
  REMINDER_MINUTES_MAX,
} from './calendar.rules';
import { RECURRENCE_PATTERNS } from './recurrence';
import { dayNumber, isTimeZone, parseLocalDate, toLocal } from './time-zones';

/**
 * Calendar API (issue 16 §1). Routes, all under /api/v1/calendar:
 * - GET    /occurrences?from=&to=&mine=&type=&status=&search=   calendar.view   Occurrence[] in the range
 *                                  (expanded on the server, at most OCCURRENCE_RANGE_MAX_DAYS)
 * - GET    /meetings                calendar.view   MeetingListQuery → list of MeetingSummary (series)
 * - GET    /meetings/{id}           calendar.view or a participant   Meeting
 * - POST   /meetings                calendar.view   MeetingInput → Meeting (201); the creator organises
 * - PUT    /meetings/{id}           organizer, moderator or calendar.manage   MeetingUpdateInput → Meeting
 *                                  (scope this / following / all with the occurrence's original start)
 * - POST   /meetings/{id}/cancel    same   MeetingCancelInput → Meeting
 * - POST   /meetings/{id}/status    same   MeetingStatusInput → Meeting (mark in progress, completed, cancelled)
 * - DELETE /meetings/{id}           same   → message (the whole series; cannot be undone)
 * - POST   /meetings/{id}/respond   a participant   { response } → Meeting
 * - GET    /meetings/{id}/ics       calendar.view or a participant   text/calendar download
 * - POST   /files                   calendar.view   multipart `file` → MeetingAttachment (a document;
 *                                  images: POST /uploads/images?purpose=meeting_image)
 * - GET    /feed                    calendar.view   CalendarFeed (my private iCalendar link, or none)
 * - POST   /feed                    calendar.view   → CalendarFeed (a new link; the old one stops working)
 * - DELETE /feed                    calendar.view   → message (revoked)
 * - GET    /feed/{token}.ics        public          my meetings as iCalendar (the token is the secret)
 * - GET    /candidates?search=      calendar.view   active people to invite (up to 20): MeetingPerson[]
 * Realtime: `meeting.updated` ({ id, revision }) on resource:calendar and to each participant's
 * user room: answers, moves and cancellations reach the organiser and the views live. Messages
 * about a meeting (invitations, reminders, cancellations) link to /calendar/meetings/{id}, which
 * a participant without calendar.view may open.
 */

const PersonSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

export const MeetingParticipantSchema = z.object({
  user: PersonSchema,
  role: z.enum(PARTICIPANT_ROLES),
  response: z.enum(PARTICIPANT_RESPONSES),
  responded_at: z.string().nullable(),
});

export const RecurrenceSchema = z.object({
  pattern: z.enum(RECURRENCE_PATTERNS, { error: 'one_of' }),
  interval: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(99, 'number_max')
    .default(1),
  /** Weekly only; empty: the first occurrence's weekday. */
  weekdays: z
    .array(z.enum(WEEKDAYS, { error: 'one_of' }))
    .max(7, 'array_max')
    .default([])
    .transform((days) => [...new Set(days)]),
  /** The last date (in the meeting's time zone) an occurrence may start on, inclusive. */
  until: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || parseLocalDate(value) !== null, 'date'),
});
export type RecurrenceInput = z.infer<typeof RecurrenceSchema>;

/** An attachment: an image through the image upload service, or a document. */
export const MeetingAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), image: StoredImageSchema }),
  z.object({
    kind: z.literal('file'),
    id: z.string(),
    name: z.string(),
    url: z.string(),
    type: z.string(),
    size: z.number().int(),
  }),
]);
export type MeetingAttachment = z.infer<typeof MeetingAttachmentSchema>;

export const MEETING_ATTACHMENTS_MAX = 10;
export const MEETING_PARTICIPANTS_MAX = 200;

export const MeetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable(),
  agenda: z.string().nullable(),
  notes: z.string().nullable(),
  /** The first occurrence (ISO UTC); an all-day meeting runs from local midnight to local midnight. */
  start_at: z.string(),
  end_at: z.string(),
  all_day: z.boolean(),
  timezone: z.string(),
  type: z.enum(MEETING_TYPES),
  priority: z.enum(MEETING_PRIORITIES),
  status: z.enum(MEETING_STATUSES),
  organizer: PersonSchema.nullable(),
  participants: z.array(MeetingParticipantSchema),
  recurrence: z
    .object({
      pattern: z.enum(RECURRENCE_PATTERNS),
      interval: z.number().int(),
      weekdays: z.array(z.enum(WEEKDAYS)),
      until: z.string().nullable(),
    })
    .nullable(),
  reminders: z.array(z.number().int()),
  attachments: z.array(MeetingAttachmentSchema),
  /** The reader's own answer when invited, else null. */
  my_response: z.enum(PARTICIPANT_RESPONSES).nullable(),
  /** Whether the reader may edit, move, cancel and delete it. */
  can_edit: z.boolean(),
  /** Raised by every change: a view holding an older one fetches again. */
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

/** A series as the meetings list shows it. */
export const MeetingSummarySchema = MeetingSchema.omit({
  participants: true,
  attachments: true,
  agenda: true,
  notes: true,
}).extend({ participant_count: z.number().int(), next_start: z.string().nullable() });
export type MeetingSummary = z.infer<typeof MeetingSummarySchema>;

/** One occurrence in the calendar views. */
export const OccurrenceSchema = z.object({
  meeting_id: z.number().int(),
  /** The occurrence's name in its series (what "this occurrence" changes are keyed by). */
  original_start: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  all_day: z.boolean(),
  timezone: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  /** The occurrence's own notes (an exception's), else the meeting's. */
  notes: z.string().nullable(),
  type: z.enum(MEETING_TYPES),
  priority: z.enum(MEETING_PRIORITIES),
  status: z.enum(MEETING_STATUSES),
  is_recurring: z.boolean(),
  /** Changed on its own ("this occurrence"). */
  is_exception: z.boolean(),
  organizer_id: z.number().int().nullable(),
  participant_count: z.number().int(),
  my_response: z.enum(PARTICIPANT_RESPONSES).nullable(),
  can_edit: z.boolean(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

const TimeZoneSchema = z
  .string()
  .trim()
  .max(64, 'string_max')
  .refine(isTimeZone, 'time_zone')
  .default(DEFAULT_MEETING_TIME_ZONE);

const InstantSchema = z.iso.datetime({ offset: true, error: 'datetime' });

const ParticipantInputSchema = z.object({
  user_id: IdSchema,
  role: z.enum(PARTICIPANT_ROLES, { error: 'one_of' }).default('attendee'),
});

const MeetingFields = {
  title: requiredString(200),
  description: optionalString(5000),
  location: optionalString(255),
  meeting_url: z
    .string()
    .trim()
    .max(500, 'string_max')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), 'url'),
  agenda: optionalString(5000),
  notes: optionalString(5000),
  /** ISO instants; for an all-day meeting the server keeps their dates in the meeting's time zone. */
  start_at: InstantSchema,
  end_at: InstantSchema,
  all_day: z.boolean({ error: 'invalid_type' }).default(false),
  timezone: TimeZoneSchema,
  type: z.enum(MEETING_TYPES, { error: 'one_of' }).default('meeting'),
  priority: z.enum(MEETING_PRIORITIES, { error: 'one_of' }).default('medium'),
  /** The organiser joins by themself as moderator; others listed once. */
  participants: z
    .array(ParticipantInputSchema)
    .max(MEETING_PARTICIPANTS_MAX, 'array_max')
    .default([])
    .refine(
      (list) => new Set(list.map((entry) => entry.user_id)).size === list.length,
      'player_listed_twice',
    ),
  recurrence: RecurrenceSchema.nullish().transform((value) => value ?? null),
  /** Minutes before the start: 0 ("at the start"), SPEC §9's list, or any other up to 4 weeks. */
  reminders: z
    .array(
      z.coerce
        .number({ error: 'invalid_number' })
        .int('integer')
        .min(0, 'number_min')
        .max(REMINDER_MINUTES_MAX, 'number_max'),
    )
    .max(MEETING_REMINDERS_MAX, 'array_max')
    .default([])
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
  attachments: z.array(MeetingAttachmentSchema).max(MEETING_ATTACHMENTS_MAX, 'array_max').default([]),
};

/** The cross-field rules: end after start; an end date not before the first occurrence. */
function checkTimes(
  input: {
    start_at: string;
    end_at: string;
    all_day: boolean;
    timezone: string;
    recurrence: RecurrenceInput | null;
  },
  context: z.core.$RefinementCtx,
) {
  const start = Date.parse(input.start_at);
  const end = Date.parse(input.end_at);
  if (!input.all_day ? end <= start : end < start)
    context.addIssue({ code: 'custom', path: ['end_at'], message: 'end_after_start' });
  const until = input.recurrence?.until ? parseLocalDate(input.recurrence.until) : null;
  if (until && isTimeZone(input.timezone) && dayNumber(until) < dayNumber(toLocal(start, input.timezone)))
    context.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: 'until_after_start' });
}

export const MeetingInputSchema = z.object(MeetingFields).superRefine(checkTimes);
export type MeetingInput = z.infer<typeof MeetingInputSchema>;

/**
 * An edit. For a recurring meeting, `scope` says which occurrences it changes and
 * `occurrence_start` which one was opened (its original start); `this` changes only that one (its
 * times, title, place, notes and status), `following` splits the series there, `all` the series.
 */
export const MeetingUpdateInputSchema = z
  .object({
    ...MeetingFields,
    status: z.enum(MEETING_STATUSES, { error: 'one_of' }).optional(),
    scope: z.enum(EDIT_SCOPES, { error: 'one_of' }).default('all'),
    occurrence_start: InstantSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine(checkTimes)
  .superRefine((input, context) => {
    if (input.scope !== 'all' && !input.occurrence_start)
      context.addIssue({ code: 'custom', path: ['occurrence_start'], message: 'required' });
  });
export type MeetingUpdateInput = z.infer<typeof MeetingUpdateInputSchema>;

export const MeetingCancelInputSchema = z
  .object({
    scope: z.enum(EDIT_SCOPES, { error: 'one_of' }).default('all'),
    occurrence_start: InstantSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    if (input.scope !== 'all' && !input.occurrence_start)
      context.addIssue({ code: 'custom', path: ['occurrence_start'], message: 'required' });
  });
export type MeetingCancelInput = z.infer<typeof MeetingCancelInputSchema>;

/** SPEC §4 actions: mark in progress, completed, cancelled (one occurrence of a recurring meeting, or the meeting). */
export const MeetingStatusInputSchema = z.object({
  status: z.enum(MEETING_STATUSES, { error: 'one_of' }),
  occurrence_start: InstantSchema.nullish().transform((value) => value ?? null),
});
export type MeetingStatusInput = z.infer<typeof MeetingStatusInputSchema>;

export const MeetingRespondInputSchema = z.object({
  response: z.enum(['accepted', 'declined', 'maybe'], { error: 'one_of' }),
});
export type MeetingRespondInput = z.infer<typeof MeetingRespondInputSchema>;

export const OccurrenceQuerySchema = z
  .object({
    from: QueryDateSchema,
    to: QueryDateSchema,
    /** Only meetings I organise or am invited to (and have not declined). */
    mine: QueryBooleanSchema.optional(),
    type: z.enum(MEETING_TYPES, { error: 'one_of' }).optional(),
    status: z.enum(MEETING_STATUSES, { error: 'one_of' }).optional(),
    search: z.string().trim().max(100, 'string_max').optional(),
  })
  .superRefine((query, context) => {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (to <= from) context.addIssue({ code: 'custom', path: ['to'], message: 'date_range' });
    else if (to - from > OCCURRENCE_RANGE_MAX_DAYS * 86_400_000)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'range_too_long',
        params: { days: OCCURRENCE_RANGE_MAX_DAYS },
      });
  });
export type OccurrenceQuery = z.infer<typeof OccurrenceQuerySchema>;

export const MeetingListQuerySchema = z.object({
  ...ListQueryShape,
  sort: sortSchema(['start_at', 'title', 'created_at', 'priority', 'id'], '-start_at'),
  type: z.enum(MEETING_TYPES, { error: 'one_of' }).optional(),
  status: z.enum(MEETING_STATUSES, { error: 'one_of' }).optional(),
  priority: z.enum(MEETING_PRIORITIES, { error: 'one_of' }).optional(),
  organizer_id: IdSchema.optional(),
  mine: QueryBooleanSchema.optional(),
  recurring: QueryBooleanSchema.optional(),
});
export type MeetingListQuery = z.infer<typeof MeetingListQuerySchema>;

export const CalendarFeedSchema = z.object({
  /** The private link (shown once it exists; the token inside is the secret). */
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** `/feed/<token>.ics`: the file name a calendar application asks for. */
export const FeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'invalid_value'),
});

export const MeetingPersonSchema = PersonSchema;
export type MeetingPerson = z.infer<typeof MeetingPersonSchema>;

export const MeetingCandidateQuerySchema = z.object({
  search: z.string().trim().max(100, 'string_max').default(''),
});
