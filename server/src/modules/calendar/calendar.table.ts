import type { Generated } from 'kysely';

/** A meeting: a series of occurrences (a single meeting has no recurrence). See the migration. */
export interface MeetingsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  location: string | null;
  meeting_url: string | null;
  agenda: string | null;
  notes: string | null;
  /** The first occurrence. */
  start_at: string;
  end_at: string;
  /** The end of the last occurrence; null while the series goes on. */
  series_end_at: string | null;
  all_day: boolean;
  timezone: string;
  type: string;
  priority: string;
  status: string;
  organizer_id: number | null;
  recurrence_pattern: string | null;
  recurrence_interval: number;
  /** JSON array of weekdays (weekly). */
  recurrence_weekdays: string;
  recurrence_until: string | null;
  /** JSON array of minutes before. */
  reminders: string;
  /** JSON array of MeetingAttachment. */
  attachments: string;
  revision: number;
  search_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface MeetingParticipantsTable {
  meeting_id: number;
  user_id: number;
  role: string;
  response: string;
  responded_at: string | null;
}

export interface MeetingExceptionsTable {
  id: Generated<number>;
  meeting_id: number;
  original_start: string;
  is_cancelled: boolean;
  start_at: string | null;
  end_at: string | null;
  title: string | null;
  location: string | null;
  notes: string | null;
  status: string | null;
  updated_at: string;
}

export interface MeetingRemindersSentTable {
  meeting_id: number;
  occurrence_start: string;
  minutes: number;
  sent_at: string;
}

export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  token_sealed: string;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    meetings: MeetingsTable;
    meeting_participants: MeetingParticipantsTable;
    meeting_exceptions: MeetingExceptionsTable;
    meeting_reminders_sent: MeetingRemindersSentTable;
    calendar_feeds: CalendarFeedsTable;
  }
}
