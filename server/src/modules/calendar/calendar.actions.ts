/**
 * What is done to a meeting besides editing it: cancel (one occurrence, from one on, or all),
 * the status actions of SPEC §4 (mark in progress, completed, cancelled — for one occurrence of a
 * recurring meeting, or the meeting), delete (the whole series, for good) and a participant's
 * answer. Cancellations tell the participants who had not declined, in their language.
 */
import {
  type Meeting,
  type MeetingCancelInput,
  type MeetingRespondInput,
  type MeetingStatusInput,
  untilBefore,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { notify } from '../notifications/notifications.notify';
import { releaseAllMeetingFiles, removeMeetingFiles } from './calendar.files';
import { seriesOf } from './calendar.mapper';
import { loadMeeting, loadMeetingState, seriesEndAt } from './calendar.meetings';
import {
  deleteExceptionsFrom,
  deleteMeetingRow,
  setParticipantResponse,
  updateMeetingRow,
} from './calendar.repository';
import { announceMeeting, finishChange, loadEditable, type MeetingState } from './calendar.service';
import { describeWhen } from './calendar.texts';
import { requireOccurrence, saveException } from './calendar.update';

/** Tells the participants who had not declined (but the one who did it) that it will not happen. */
async function tellCancelled(
  ctx: ServiceContext,
  trx: Db,
  state: MeetingState,
  from: string,
  scope: MeetingCancelInput['scope'],
): Promise<void> {
  const actor = requireActor(ctx);
  const people = state.participants.filter(
    (participant) => participant.user_id !== actor.id && participant.response !== 'declined',
  );
  const recurring = state.row.recurrence_pattern !== null;
  const key =
    !recurring || scope === 'this'
      ? 'calendar-messages:cancelled.content'
      : scope === 'following'
        ? 'calendar-messages:cancelled.content_following'
        : 'calendar-messages:cancelled.content_all';
  for (const person of people) {
    const locale: Locale = person.locale === 'vi' ? 'vi' : 'en';
    const t = ctx.services.translator.t(locale);
    await notify(trx, {
      category: 'system',
      subject: t('calendar-messages:cancelled.subject', { title: state.row.title }),
      content: t(key, {
        title: state.row.title,
        when: describeWhen(from, state.row.timezone, locale, state.row.all_day ? 'date' : 'datetime'),
      }),
      link: `/calendar/meetings/${state.row.id}`,
      channels: ['in_app', 'email', 'push'],
      recipientType: 'specific_users',
      recipients: { user_ids: [person.user_id] },
      createdBy: actor.id,
      metadata: { meeting_id: state.row.id },
    });
  }
}

export async function cancelMeeting(
  ctx: ServiceContext,
  id: number,
  input: MeetingCancelInput,
): Promise<Meeting> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const state = await loadEditable(trx, actor, id);
    const recurring = state.row.recurrence_pattern !== null;
    let from = state.row.start_at;
    if (recurring && input.scope !== 'all') {
      const occurrence = requireOccurrence(state, input.occurrence_start);
      from = occurrence.start_at;
      const until =
        input.scope === 'following' ? untilBefore(seriesOf(state.row), occurrence.original_start) : null;
      if (input.scope === 'this')
        await saveException(trx, id, occurrence.original_start, { is_cancelled: true });
      else if (until === null) await updateMeetingRow(trx, id, { status: 'cancelled' });
      else {
        // The series ends the day before; nothing of it remains from that occurrence on.
        const series = seriesOf(state.row);
        const ended = { ...series, recurrence: series.recurrence ? { ...series.recurrence, until } : null };
        await updateMeetingRow(trx, id, { recurrence_until: until, series_end_at: seriesEndAt(ended) });
        await deleteExceptionsFrom(trx, id, occurrence.original_start);
      }
    } else {
      if (state.row.status === 'cancelled') throw new AppError('meeting.invalid_transition');
      await updateMeetingRow(trx, id, { status: 'cancelled' });
    }
    await tellCancelled(ctx, trx, state, from, recurring ? input.scope : 'all');
    await finishChange(trx, pending, id);
    await recordAudit(trx, ctx, {
      model: 'meeting',
      recordId: id,
      event: 'updated',
      oldValues: { status: state.row.status },
      newValues: {
        action: 'cancel',
        scope: recurring ? input.scope : 'all',
        occurrence_start: input.occurrence_start,
      },
    });
  });
  return loadMeeting(ctx.db, id, actor);
}

/** SPEC §4: mark in progress, completed or cancelled (or scheduled again); one occurrence of a recurring meeting. */
export async function setMeetingStatus(
  ctx: ServiceContext,
  id: number,
  input: MeetingStatusInput,
): Promise<Meeting> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const state = await loadEditable(trx, actor, id);
    const recurring = state.row.recurrence_pattern !== null;
    let before: string = state.row.status;
    if (recurring && input.occurrence_start) {
      const occurrence = requireOccurrence(state, input.occurrence_start);
      before = occurrence.exception?.overrides?.status ?? state.row.status;
      if (before === input.status) throw new AppError('meeting.invalid_transition');
      await saveException(trx, id, occurrence.original_start, {
        status: input.status === state.row.status ? null : input.status,
      });
    } else {
      if (before === input.status) throw new AppError('meeting.invalid_transition');
      await updateMeetingRow(trx, id, { status: input.status });
    }
    await finishChange(trx, pending, id);
    await recordAudit(trx, ctx, {
      model: 'meeting',
      recordId: id,
      event: 'updated',
      oldValues: { status: before },
      newValues: { status: input.status, occurrence_start: input.occurrence_start },
    });
  });
  return loadMeeting(ctx.db, id, actor);
}

/** The whole series, for good (its reminders stop: their jobs find no meeting). */
export async function deleteMeeting(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireActor(ctx);
  const released = await runChange(ctx, async (trx, pending) => {
    const state = await loadEditable(trx, actor, id);
    const before = await loadMeeting(trx, id, actor);
    const released = await releaseAllMeetingFiles(trx, id);
    await deleteMeetingRow(trx, id);
    await recordAudit(trx, ctx, { model: 'meeting', recordId: id, event: 'deleted', oldValues: before });
    announceMeeting(
      pending,
      id,
      state.row.revision + 1,
      state.participants.map((participant) => participant.user_id),
    );
    return released;
  });
  await removeMeetingFiles(ctx, released);
}

/** A participant's own answer (accepted, declined, maybe); the organiser's views follow live. */
export async function respondToMeeting(
  ctx: ServiceContext,
  id: number,
  input: MeetingRespondInput,
): Promise<Meeting> {
  const actor = requireActor(ctx);
  await runChange(ctx, async (trx, pending) => {
    const { row, participants } = await loadMeetingState(trx, id);
    const result = await setParticipantResponse(trx, id, actor.id, input.response, nowIso());
    if (result !== 1) throw new AppError('meeting.not_participant');
    await recordAudit(trx, ctx, {
      model: 'meeting',
      recordId: id,
      event: 'updated',
      newValues: { action: 'respond', response: input.response },
    });
    // An answer changes no time: the revision stays (reminders keep their jobs).
    announceMeeting(
      pending,
      id,
      row.revision,
      participants.map((participant) => participant.user_id),
    );
  });
  return loadMeeting(ctx.db, id, actor);
}
