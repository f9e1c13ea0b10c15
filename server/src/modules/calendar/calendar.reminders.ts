/**
 * Meeting reminders (issue 16 §1), durable and sent once:
 * - each reminder value of a meeting (at the start, 15 min, 30 min, 1 h, 1 day, or any other number
 *   of minutes up to 4 weeks, checked by the domain's schema) has one job queued for its next
 *   occurrence, carrying the meeting's revision; every change of the meeting raises the revision
 *   and queues the next ones again in the same transaction, so a job of an older revision does
 *   nothing (a moved or cancelled meeting moves or cancels its reminders);
 * - a job sends only while the occurrence has not started (one due while the server was down goes
 *   out when it is back, if still before the meeting; "at the start" during its first minutes), and
 *   the sent row (unique per occurrence
 *   start and reminder) commits with the notification: a job run twice after a crash sends once;
 * - then it queues the reminder of the following occurrence;
 * - the subject names the lead time in the reader's language ("In 2 hours", "Starting now").
 * - every participant who has not declined is reminded, in their own language.
 */
import {
  type ExpandedOccurrence,
  type MeetingStatus,
  nextOccurrences,
  type ParticipantResponse,
  splitReminderMinutes,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { runChange } from '../../platform/change';
import type { AppServices } from '../../platform/context';
import type { Translate } from '../../platform/i18n';
import { enqueueJob } from '../../platform/jobs/jobs';
import { notify } from '../notifications/notifications.notify';
import { type ExceptionOverrides, exceptionsOf, seriesOf } from './calendar.mapper';
import { findOccurrence, loadMeetingState } from './calendar.meetings';
import { insertReminderSent, type MeetingRow } from './calendar.repository';
import { describeWhen } from './calendar.texts';

export interface MeetingReminderPayload {
  meeting_id: number;
  /** The occurrence's original start (its name in the series). */
  occurrence_start: string;
  minutes: number;
  revision: number;
}

/** Written out so the catalog check sees each key in use. */
const REMINDER_SUBJECTS: Record<number, string> = {
  0: 'calendar-messages:reminder.subject_0',
  15: 'calendar-messages:reminder.subject_15',
  30: 'calendar-messages:reminder.subject_30',
  60: 'calendar-messages:reminder.subject_60',
  1440: 'calendar-messages:reminder.subject_1440',
};
/** Any other lead time, in its largest whole unit (plurals by i18next's count). */
const REMINDER_UNIT_SUBJECTS = {
  minutes: 'calendar-messages:reminder.subject_minutes',
  hours: 'calendar-messages:reminder.subject_hours',
  days: 'calendar-messages:reminder.subject_days',
  weeks: 'calendar-messages:reminder.subject_weeks',
} as const;

/** How late after the start an "at the start" reminder still goes out (a worker's delay, a restart). */
const AT_START_GRACE_MS = 5 * 60_000;

function reminderSubject(t: Translate, minutes: number, title: string) {
  const fixed = REMINDER_SUBJECTS[minutes];
  if (fixed) return t(fixed, { title });
  const { unit, count } = splitReminderMinutes(minutes);
  return t(REMINDER_UNIT_SUBJECTS[unit], { title, count });
}

const CLOSED: readonly (MeetingStatus | null)[] = ['cancelled', 'completed'];

/** The next occurrence at or after `after` that still happens (not cancelled, not completed). */
function nextLiveOccurrence(
  row: MeetingRow,
  exceptions: ReturnType<typeof exceptionsOf>,
  after: number,
): ExpandedOccurrence<ExceptionOverrides> | null {
  let from = after;
  for (let tries = 0; tries < 20; tries += 1) {
    const batch = nextOccurrences(seriesOf(row), exceptions, from, 10);
    if (batch.length === 0) return null;
    const live = batch.find(
      (occurrence) => !CLOSED.includes(occurrence.exception?.overrides?.status ?? null),
    );
    if (live) return live;
    from = Date.parse(batch.at(-1)?.start_at ?? '') + 1;
  }
  return null;
}

/** Queues the next reminder of each value the meeting has (call inside the transaction that changed it). */
export async function scheduleReminders(trx: Db, meetingId: number, now = Date.now()): Promise<void> {
  const { row, exceptions } = await loadMeetingState(trx, meetingId);
  if (CLOSED.includes(row.status as MeetingStatus)) return;
  const minutesList = JSON.parse(row.reminders) as number[];
  if (minutesList.length === 0) return;
  const next = nextLiveOccurrence(row, exceptionsOf(exceptions), now + 1);
  if (!next) return;
  for (const minutes of minutesList) {
    await queueReminder(trx, row, next, minutes, now);
  }
}

async function queueReminder(
  trx: Db,
  row: MeetingRow,
  occurrence: ExpandedOccurrence<ExceptionOverrides>,
  minutes: number,
  now: number,
): Promise<void> {
  const due = Math.max(now, Date.parse(occurrence.start_at) - minutes * 60_000);
  await enqueueJob(
    trx,
    'meeting.reminder',
    { meeting_id: row.id, occurrence_start: occurrence.original_start, minutes, revision: row.revision },
    { runAt: new Date(due).toISOString() },
  );
}

/** The job: remind once if the occurrence is still ahead, then queue the next one. */
export async function runMeetingReminder(
  services: AppServices,
  payload: MeetingReminderPayload,
  now = Date.now(),
): Promise<void> {
  await runChange(services, async (trx) => {
    const state = await loadMeetingState(trx, payload.meeting_id).catch(() => null);
    if (!state || state.row.revision !== payload.revision) return; // deleted, moved or cancelled since
    if (CLOSED.includes(state.row.status as MeetingStatus)) return;
    const exceptions = exceptionsOf(state.exceptions);
    const occurrence = findOccurrence(seriesOf(state.row), exceptions, payload.occurrence_start);
    const stillOn =
      occurrence !== null &&
      !occurrence.exception?.is_cancelled &&
      !CLOSED.includes(occurrence.exception?.overrides?.status ?? null) &&
      now < Date.parse(occurrence.start_at) + (payload.minutes === 0 ? AT_START_GRACE_MS : 0);
    if (occurrence && stillOn) await sendOnce(services, trx, state, occurrence, payload.minutes);
    // The following occurrence's reminder, whatever happened to this one.
    const after =
      Math.max(now, occurrence ? Date.parse(occurrence.start_at) : Date.parse(payload.occurrence_start)) + 1;
    const next = nextLiveOccurrence(state.row, exceptions, after);
    if (next) await queueReminder(trx, state.row, next, payload.minutes, now);
  });
}

async function sendOnce(
  services: AppServices,
  trx: Db,
  state: Awaited<ReturnType<typeof loadMeetingState>>,
  occurrence: ExpandedOccurrence<ExceptionOverrides>,
  minutes: number,
): Promise<void> {
  // One row per occurrence start and reminder: a second run (after a crash, or the same reminder
  // queued again by an unrelated edit) inserts nothing and sends nothing; an occurrence moved to
  // another time is reminded again at its new time.
  const inserted = await insertReminderSent(trx, {
    meeting_id: state.row.id,
    occurrence_start: occurrence.start_at,
    minutes,
    sent_at: nowIso(),
  });
  if (inserted !== 1) return;
  const title = occurrence.exception?.overrides?.title ?? state.row.title;
  const location = occurrence.exception?.overrides?.location ?? state.row.location;
  const recipients = state.participants.filter(
    (participant) => (participant.response as ParticipantResponse) !== 'declined',
  );
  for (const participant of recipients) {
    const locale: Locale = participant.locale === 'vi' ? 'vi' : 'en';
    const t = services.translator.t(locale);
    const when = describeWhen(
      occurrence.start_at,
      state.row.timezone,
      locale,
      state.row.all_day ? 'date' : 'datetime',
    );
    await notify(trx, {
      category: 'system',
      priority: state.row.priority === 'urgent' || state.row.priority === 'high' ? 'high' : 'normal',
      subject: reminderSubject(t, minutes, title),
      content: t(location ? 'calendar-messages:reminder.content_at' : 'calendar-messages:reminder.content', {
        title,
        when,
        location: location ?? '',
      }),
      link: `/calendar/meetings/${state.row.id}`,
      channels: ['in_app', 'email', 'push'],
      recipientType: 'specific_users',
      recipients: { user_ids: [participant.user_id] },
      metadata: { meeting_id: state.row.id, occurrence_start: occurrence.original_start, minutes },
    });
  }
}
