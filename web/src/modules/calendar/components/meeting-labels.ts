import {
  type EditScope,
  MEETING_PRIORITIES,
  MEETING_STATUSES,
  MEETING_TYPES,
  type MeetingPriority,
  type MeetingStatus,
  type MeetingType,
  PARTICIPANT_ROLES,
  type ParticipantResponse,
  type ParticipantRole,
  type RecurrencePattern,
  splitReminderMinutes,
} from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepeatChoice } from './meeting-form-values';

/** Written out in full so the catalog check sees every key used. */
const TYPE_KEYS: Record<MeetingType, string> = {
  meeting: 'calendar:types.meeting',
  call: 'calendar:types.call',
  event: 'calendar:types.event',
  reminder: 'calendar:types.reminder',
};
const PRIORITY_KEYS: Record<MeetingPriority, string> = {
  low: 'calendar:priorities.low',
  medium: 'calendar:priorities.medium',
  high: 'calendar:priorities.high',
  urgent: 'calendar:priorities.urgent',
};
const STATUS_KEYS: Record<MeetingStatus, string> = {
  scheduled: 'calendar:statuses.scheduled',
  in_progress: 'calendar:statuses.in_progress',
  completed: 'calendar:statuses.completed',
  cancelled: 'calendar:statuses.cancelled',
};
/** SPEC §4's actions, by the status they lead to. */
const STATUS_ACTION_KEYS: Record<MeetingStatus, string> = {
  scheduled: 'calendar:actions.mark_scheduled',
  in_progress: 'calendar:actions.mark_in_progress',
  completed: 'calendar:actions.mark_completed',
  cancelled: 'calendar:actions.mark_cancelled',
};
const ROLE_KEYS: Record<ParticipantRole, string> = {
  attendee: 'calendar:roles.attendee',
  optional: 'calendar:roles.optional',
  moderator: 'calendar:roles.moderator',
};
const RESPONSE_KEYS: Record<ParticipantResponse, string> = {
  accepted: 'calendar:responses.accepted',
  declined: 'calendar:responses.declined',
  pending: 'calendar:responses.pending',
  maybe: 'calendar:responses.maybe',
};
const REPEAT_KEYS: Record<RepeatChoice, string> = {
  none: 'calendar:repeat.none',
  daily: 'calendar:repeat.daily',
  weekly: 'calendar:repeat.weekly',
  monthly: 'calendar:repeat.monthly',
  yearly: 'calendar:repeat.yearly',
};
/** "Every week" per pattern, and "every {{count}} weeks" for a longer interval. */
const EVERY_ONE_KEYS: Record<RecurrencePattern, string> = {
  daily: 'calendar:every.day',
  weekly: 'calendar:every.week',
  monthly: 'calendar:every.month',
  yearly: 'calendar:every.year',
};
const EVERY_KEYS: Record<RecurrencePattern, string> = {
  daily: 'calendar:every.days',
  weekly: 'calendar:every.weeks',
  monthly: 'calendar:every.months',
  yearly: 'calendar:every.years',
};
const REMINDER_KEYS: Record<number, string> = {
  0: 'calendar:reminders.at_start',
  15: 'calendar:reminders.before_15',
  30: 'calendar:reminders.before_30',
  60: 'calendar:reminders.before_60',
  1440: 'calendar:reminders.before_1440',
};
/** Any other lead time, in its largest whole unit ("90 minutes", "2 hours", "3 days", "2 weeks"). */
const REMINDER_UNIT_KEYS = {
  minutes: 'calendar:reminders.minutes',
  hours: 'calendar:reminders.hours',
  days: 'calendar:reminders.days',
  weeks: 'calendar:reminders.weeks',
} as const;

/** A reminder's lead time in words: "At the start", "15 minutes", "2 hours", "3 weeks". */
export function reminderLabel(
  t: (key: string, values?: Record<string, unknown>) => string,
  minutes: number,
): string {
  const fixed = REMINDER_KEYS[minutes];
  if (fixed) return t(fixed);
  const { unit, count } = splitReminderMinutes(minutes);
  return t(REMINDER_UNIT_KEYS[unit], { count });
}
const SCOPE_KEYS: Record<EditScope, string> = {
  this: 'calendar:scope.this',
  following: 'calendar:scope.following',
  all: 'calendar:scope.all',
};

export const STATUS_PALETTES: Record<MeetingStatus, string> = {
  scheduled: 'blue',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
};
export const RESPONSE_PALETTES: Record<ParticipantResponse, string> = {
  accepted: 'green',
  declined: 'red',
  pending: 'gray',
  maybe: 'orange',
};

/** The calendar's fixed words in the user's language, and the options of its selects. */
export function useMeetingLabels() {
  const { t } = useTranslation('calendar');
  return useMemo(
    () => ({
      type: (value: MeetingType) => t(TYPE_KEYS[value]),
      priority: (value: MeetingPriority) => t(PRIORITY_KEYS[value]),
      status: (value: MeetingStatus) => t(STATUS_KEYS[value]),
      statusAction: (value: MeetingStatus) => t(STATUS_ACTION_KEYS[value]),
      role: (value: ParticipantRole) => t(ROLE_KEYS[value]),
      response: (value: ParticipantResponse) => t(RESPONSE_KEYS[value]),
      repeat: (value: RepeatChoice) => t(REPEAT_KEYS[value]),
      every: (pattern: RecurrencePattern, count: number) =>
        count === 1 ? t(EVERY_ONE_KEYS[pattern]) : t(EVERY_KEYS[pattern], { count }),
      reminder: (minutes: number) => reminderLabel(t, minutes),
      scope: (value: EditScope) => t(SCOPE_KEYS[value]),
      typeOptions: MEETING_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) })),
      priorityOptions: MEETING_PRIORITIES.map((value) => ({ value, label: t(PRIORITY_KEYS[value]) })),
      statusOptions: MEETING_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
      roleOptions: PARTICIPANT_ROLES.map((value) => ({ value, label: t(ROLE_KEYS[value]) })),
    }),
    [t],
  );
}
