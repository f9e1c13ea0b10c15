/**
 * Meetings (SPEC §3 "Meeting", §4; issue 16 §1). Rules owned here:
 * - the creator organises and takes part as moderator; the organiser, the moderators and staff
 *   holding calendar.manage edit, move, cancel and delete; a participant answers for themself;
 * - an all-day meeting runs from local midnight to local midnight in its time zone;
 * - a recurring meeting is changed for one occurrence (an exception), from one on (the series ends
 *   the day before and a new series starts there, later exceptions following it), or as a whole
 *   (exceptions follow their local date, or go when the new pattern has no occurrence on it);
 * - every change raises the revision and queues the reminders again in its transaction
 *   (calendar.reminders.ts), is audited, and reaches the views live (`meeting.updated`);
 * - people added are invited (notify(), in their language). Editing is in calendar.update.ts;
 *   cancelling, status and answers are in calendar.actions.ts.
 */
import {
  buildSearchText,
  type Meeting,
  type MeetingInput,
  resourceRoom,
  type SeriesTiming,
  userRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { type Actor, requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { notify } from '../notifications/notifications.notify';
import { claimAttachments } from './calendar.files';
import { canEditMeeting } from './calendar.mapper';
import { loadMeeting, loadMeetingState, normalizeTimes, seriesEndAt } from './calendar.meetings';
import { scheduleReminders } from './calendar.reminders';
import {
  deleteParticipants,
  insertMeeting,
  insertParticipants,
  type ParticipantRow,
  updateMeetingRow,
} from './calendar.repository';
import { describeWhen } from './calendar.texts';
import { findActiveUserIds, listUserLocales } from './calendar.users.repository';

export type MeetingState = Awaited<ReturnType<typeof loadMeetingState>>;

/**
 * Tells the calendar views and each participant's own room (a player without calendar.view
 * follows the meeting page an invitation opened), after the commit.
 */
export function announceMeeting(
  pending: PendingEvents,
  id: number,
  revision: number,
  participantIds: readonly number[] = [],
): void {
  const event = { type: 'meeting.updated' as const, id, data: { id, revision } };
  // One emit: someone both on the calendar's room and in their own hears it once.
  pending.add([resourceRoom('calendar'), ...participantIds.map(userRoom)], event);
}

/** The meeting's state, refused (403) to whoever may not change it. */
export async function loadEditable(trx: Db, actor: Actor, id: number): Promise<MeetingState> {
  const state = await loadMeetingState(trx, id);
  if (!canEditMeeting(actor, state.row, state.participants)) throw new AppError('meeting.not_editor');
  return state;
}

/** The series' columns from an input (timing normalised, recurrence and lists as stored). */
export function seriesValues(input: MeetingInput) {
  const times = normalizeTimes(input);
  const series: SeriesTiming = {
    ...times,
    all_day: input.all_day,
    timezone: input.timezone,
    recurrence: input.recurrence,
  };
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    meeting_url: input.meeting_url,
    agenda: input.agenda,
    notes: input.notes,
    start_at: times.start_at,
    end_at: times.end_at,
    series_end_at: seriesEndAt(series),
    all_day: input.all_day,
    timezone: input.timezone,
    type: input.type,
    priority: input.priority,
    recurrence_pattern: input.recurrence?.pattern ?? null,
    recurrence_interval: input.recurrence?.interval ?? 1,
    recurrence_weekdays: JSON.stringify(
      input.recurrence?.pattern === 'weekly' ? input.recurrence.weekdays : [],
    ),
    recurrence_until: input.recurrence?.until ?? null,
    reminders: JSON.stringify(input.reminders),
    search_text: buildSearchText([input.title, input.location, input.description]),
  };
}

/**
 * The participants as asked (the organiser kept as moderator); answers kept for those already
 * invited. Answers the people newly invited.
 */
export async function saveParticipants(
  trx: Db,
  meetingId: number,
  organizerId: number | null,
  wanted: MeetingInput['participants'],
  before: readonly ParticipantRow[],
): Promise<number[]> {
  const list = wanted.filter((entry) => entry.user_id !== organizerId);
  const ids = list.map((entry) => entry.user_id);
  if (ids.length > 0) {
    const found = await findActiveUserIds(trx, ids);
    const known = new Set(found.map((row) => row.id));
    const index = ids.findIndex((id) => !known.has(id));
    if (index >= 0) throw fieldError(`participants.${index}.user_id`, 'unknown_player');
  }
  const previous = new Map(before.map((participant) => [participant.user_id, participant]));
  await deleteParticipants(trx, meetingId);
  const rows = [
    ...(organizerId === null
      ? []
      : [
          {
            meeting_id: meetingId,
            user_id: organizerId,
            role: 'moderator',
            response: previous.get(organizerId)?.response ?? 'accepted',
            responded_at: previous.get(organizerId)?.responded_at ?? nowIso(),
          },
        ]),
    ...list.map((entry) => ({
      meeting_id: meetingId,
      user_id: entry.user_id,
      role: entry.role,
      response: previous.get(entry.user_id)?.response ?? 'pending',
      responded_at: previous.get(entry.user_id)?.responded_at ?? null,
    })),
  ];
  if (rows.length > 0) await insertParticipants(trx, rows);
  return ids.filter((id) => !previous.has(id));
}

/** Invites people to a meeting, each in their language, with a link to answer. */
export async function invite(
  ctx: ServiceContext,
  trx: Db,
  meetingId: number,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const { row } = await loadMeetingState(trx, meetingId);
  const people = await listUserLocales(trx, userIds);
  for (const person of people) {
    const locale: Locale = person.locale === 'vi' ? 'vi' : 'en';
    const t = ctx.services.translator.t(locale);
    const when = describeWhen(row.start_at, row.timezone, locale, row.all_day ? 'date' : 'datetime');
    await notify(trx, {
      category: 'system',
      subject: t('calendar-messages:invite.subject', { title: row.title }),
      content: t(
        row.recurrence_pattern
          ? 'calendar-messages:invite.content_recurring'
          : 'calendar-messages:invite.content',
        {
          organizer: row.organizer_name ?? '',
          title: row.title,
          when,
        },
      ),
      link: `/calendar/meetings/${meetingId}`,
      channels: ['in_app', 'email', 'push'],
      recipientType: 'specific_users',
      recipients: { user_ids: [person.id] },
      createdBy: ctx.actor?.id ?? null,
      metadata: { meeting_id: meetingId },
    });
  }
}

/** After a change: a new revision, the reminders queued again, the views told. */
export async function finishChange(trx: Db, pending: PendingEvents, id: number): Promise<void> {
  const { row, participants } = await loadMeetingState(trx, id);
  const revision = row.revision + 1;
  await updateMeetingRow(trx, id, { revision, updated_at: nowIso() });
  await scheduleReminders(trx, id);
  announceMeeting(
    pending,
    id,
    revision,
    participants.map((participant) => participant.user_id),
  );
}

export async function createMeeting(ctx: ServiceContext, input: MeetingInput): Promise<Meeting> {
  const actor = requireActor(ctx);
  const now = nowIso();
  const id = await runChange(ctx, async (trx, pending) => {
    const id = await insertMeeting(trx, {
      ...seriesValues(input),
      status: 'scheduled',
      organizer_id: actor.id,
      attachments: '[]',
      revision: 0,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    const invited = await saveParticipants(trx, id, actor.id, input.participants, []);
    await updateMeetingRow(trx, id, {
      attachments: JSON.stringify(await claimAttachments(trx, ctx, id, input.attachments)),
    });
    await invite(ctx, trx, id, invited);
    await finishChange(trx, pending, id);
    await recordAudit(trx, ctx, {
      model: 'meeting',
      recordId: id,
      event: 'created',
      newValues: await loadMeeting(trx, id, actor),
    });
    return id;
  });
  return loadMeeting(ctx.db, id, actor);
}
