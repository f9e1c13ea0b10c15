/**
 * Calendar and meetings (SPEC §3 "Meeting", §4, §9; issue 16 §1): the vocabularies both sides use.
 * Zod-free. The recurrence engine is ./recurrence.ts, wall-clock arithmetic ./time-zones.ts.
 */

/** SPEC §9. */
export const MEETING_TYPES = ['meeting', 'call', 'event', 'reminder'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** SPEC §9 (notifications say "normal" where meetings say "medium"). */
export const MEETING_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type MeetingPriority = (typeof MEETING_PRIORITIES)[number];

/** SPEC §4, with the actions mark in progress, completed, cancelled. */
export const MEETING_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** SPEC §3 participants. */
export const PARTICIPANT_ROLES = ['attendee', 'optional', 'moderator'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const PARTICIPANT_RESPONSES = ['accepted', 'declined', 'pending', 'maybe'] as const;
export type ParticipantResponse = (typeof PARTICIPANT_RESPONSES)[number];

/** SPEC §9: reminders 15 minutes, 30 minutes, 1 hour, 1 day before (in minutes). */
export const REMINDER_MINUTES = [15, 30, 60, 1440] as const;

/**
 * The choices the form offers: "at the start" (0) and SPEC §9's list. Any other whole number of
 * minutes up to REMINDER_MINUTES_MAX (4 weeks) may be entered too, and is stored, scheduled and
 * sent like these.
 */
export const REMINDER_PRESET_MINUTES = [0, ...REMINDER_MINUTES] as const;
export const REMINDER_MINUTES_MAX = 4 * 7 * 1440;
/** Reminders one meeting may have. */
export const MEETING_REMINDERS_MAX = 8;

/** A reminder's lead time in the largest whole unit ("90 minutes", "2 hours", "3 days", "2 weeks"). */
export function splitReminderMinutes(minutes: number): {
  unit: 'minutes' | 'hours' | 'days' | 'weeks';
  count: number;
} {
  if (minutes > 0 && minutes % 10_080 === 0) return { unit: 'weeks', count: minutes / 10_080 };
  if (minutes > 0 && minutes % 1440 === 0) return { unit: 'days', count: minutes / 1440 };
  if (minutes > 0 && minutes % 60 === 0) return { unit: 'hours', count: minutes / 60 };
  return { unit: 'minutes', count: minutes };
}

/** Where meetings happen unless said otherwise. */
export const DEFAULT_MEETING_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The widest range the calendar views ask occurrences for at once (a year and a bit). */
export const OCCURRENCE_RANGE_MAX_DAYS = 400;

/** How an edit or cancellation of a recurring meeting applies. */
export const EDIT_SCOPES = ['this', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];
