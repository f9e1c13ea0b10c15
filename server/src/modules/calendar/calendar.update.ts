/**
 * Editing a meeting (issue 16 §1): the whole series, one occurrence (an exception), or from one on
 * (the series ends the day before and a new one starts there, later exceptions following it).
 * Creating, inviting and the shared steps of a change are in calendar.service.ts.
 */
import {
  type Meeting,
  type MeetingUpdateInput,
  rekeyExceptions,
  type SeriesTiming,
  untilBefore,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { PendingEvents } from '../../platform/realtime';
import { claimAttachments, releaseUnlistedFiles, removeMeetingFiles } from './calendar.files';
import { type ExceptionOverrides, exceptionsOf, seriesOf } from './calendar.mapper';
import { findOccurrence, loadMeeting, normalizeTimes, seriesEndAt } from './calendar.meetings';
import {
  deleteExceptions,
  deleteExceptionsFrom,
  findException,
  insertExceptionRows,
  insertMeeting,
  updateException,
  updateMeetingRow,
} from './calendar.repository';
import {
  announceMeeting,
  finishChange,
  invite,
  loadEditable,
  type MeetingState,
  saveParticipants,
  seriesValues,
} from './calendar.service';

/** Whether the pattern's timing changed (the exceptions then follow their local dates). */
function timingChanged(before: SeriesTiming, after: SeriesTiming): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** "All occurrences" (or a single meeting): the series changes; exceptions follow their local dates. */
async function updateSeries(
  ctx: ServiceContext,
  trx: Db,
  state: MeetingState,
  input: MeetingUpdateInput,
): Promise<number> {
  const { row } = state;
  const values = seriesValues(input);
  const before = seriesOf(row);
  await updateMeetingRow(trx, row.id, {
    ...values,
    ...(input.status ? { status: input.status } : {}),
    attachments: JSON.stringify(await claimAttachments(trx, ctx, row.id, input.attachments)),
  });
  const after = seriesOf({ ...row, ...values });
  if (timingChanged(before, after) && state.exceptions.length > 0) {
    const kept = rekeyExceptions(before, after, exceptionsOf(state.exceptions));
    await deleteExceptions(trx, row.id);
    await insertExceptions(trx, row.id, kept);
  }
  const invited = await saveParticipants(
    trx,
    row.id,
    row.organizer_id,
    input.participants,
    state.participants,
  );
  await invite(ctx, trx, row.id, invited);
  return row.id;
}

async function insertExceptions(
  trx: Db,
  meetingId: number,
  exceptions: ReturnType<typeof exceptionsOf>,
): Promise<void> {
  if (exceptions.length === 0) return;
  await insertExceptionRows(
    trx,
    exceptions.map((exception) => ({
      meeting_id: meetingId,
      original_start: exception.original_start,
      is_cancelled: exception.is_cancelled,
      start_at: exception.start_at,
      end_at: exception.end_at,
      title: exception.overrides?.title ?? null,
      location: exception.overrides?.location ?? null,
      notes: exception.overrides?.notes ?? null,
      status: exception.overrides?.status ?? null,
      updated_at: nowIso(),
    })),
  );
}

/** Writes (or replaces) one occurrence's exception. */
export async function saveException(
  trx: Db,
  meetingId: number,
  originalStart: string,
  change: {
    is_cancelled?: boolean;
    start_at?: string | null;
    end_at?: string | null;
  } & Partial<ExceptionOverrides>,
): Promise<void> {
  const existing = await findException(trx, meetingId, originalStart);
  const values = {
    is_cancelled: change.is_cancelled ?? Boolean(existing?.is_cancelled),
    start_at: change.start_at !== undefined ? change.start_at : (existing?.start_at ?? null),
    end_at: change.end_at !== undefined ? change.end_at : (existing?.end_at ?? null),
    title: change.title !== undefined ? change.title : (existing?.title ?? null),
    location: change.location !== undefined ? change.location : (existing?.location ?? null),
    notes: change.notes !== undefined ? change.notes : (existing?.notes ?? null),
    status: change.status !== undefined ? change.status : (existing?.status ?? null),
    updated_at: nowIso(),
  };
  if (existing) await updateException(trx, existing.id, values);
  else await insertExceptionRows(trx, [{ meeting_id: meetingId, original_start: originalStart, ...values }]);
}

/** The occurrence a "this" or "following" change names, or a 422 on `occurrence_start`. */
export function requireOccurrence(state: MeetingState, originalStart: string | null) {
  const occurrence = originalStart
    ? findOccurrence(
        seriesOf(state.row),
        exceptionsOf(state.exceptions),
        new Date(originalStart).toISOString(),
      )
    : null;
  if (!occurrence) throw fieldError('occurrence_start', 'invalid_value');
  return occurrence;
}

/** "This occurrence": its times, title, place, notes and status (what differs from the series). */
async function updateOccurrence(trx: Db, state: MeetingState, input: MeetingUpdateInput): Promise<number> {
  const { row } = state;
  const occurrence = requireOccurrence(state, input.occurrence_start);
  const times = normalizeTimes({ ...input, all_day: Boolean(row.all_day), timezone: row.timezone });
  const differs = (value: string | null, base: string | null) => (value === base ? null : value);
  await saveException(trx, row.id, occurrence.original_start, {
    start_at: times.start_at,
    end_at: times.end_at,
    title: differs(input.title, row.title),
    location: differs(input.location, row.location),
    notes: differs(input.notes, row.notes),
    ...(input.status ? { status: input.status === row.status ? null : input.status } : {}),
  });
  return row.id;
}

/**
 * "This and following": the series ends the day before the occurrence, and a new series starts
 * there with the changes (participants and their answers carried over, later exceptions following
 * their dates). Answers the new series' id.
 */
async function splitSeries(
  ctx: ServiceContext,
  trx: Db,
  state: MeetingState,
  input: MeetingUpdateInput,
): Promise<number> {
  const { row } = state;
  const occurrence = requireOccurrence(state, input.occurrence_start);
  const until = untilBefore(seriesOf(row), occurrence.original_start);
  if (until === null) return updateSeries(ctx, trx, state, input);
  const splitAt = Date.parse(occurrence.original_start);
  const earlier = {
    ...seriesOf(row),
    recurrence: { ...(seriesOf(row).recurrence ?? { pattern: 'daily' as const, interval: 1 }), until },
  };
  await updateMeetingRow(trx, row.id, { recurrence_until: until, series_end_at: seriesEndAt(earlier) });
  const later = exceptionsOf(state.exceptions).filter(
    (exception) => Date.parse(exception.original_start) >= splitAt,
  );
  await deleteExceptionsFrom(trx, row.id, occurrence.original_start);
  const now = nowIso();
  const id = await insertMeeting(trx, {
    ...seriesValues(input),
    status: input.status ?? 'scheduled',
    organizer_id: row.organizer_id,
    attachments: '[]',
    revision: 0,
    created_by: requireActor(ctx).id,
    created_at: now,
    updated_at: now,
  });
  await updateMeetingRow(trx, id, {
    attachments: JSON.stringify(await claimAttachments(trx, ctx, id, input.attachments, row.id)),
  });
  const fromSplit = { ...seriesOf(row), start_at: occurrence.original_start };
  await insertExceptions(
    trx,
    id,
    rekeyExceptions(fromSplit, seriesOf({ ...row, ...seriesValues(input) }), later),
  );
  const invited = await saveParticipants(trx, id, row.organizer_id, input.participants, state.participants);
  await invite(ctx, trx, id, invited);
  await finishChange(trx, new PendingEvents(), row.id);
  return id;
}

/** An edit, for the occurrences its scope says. Answers the meeting edited (the new one after a split). */
export async function updateMeeting(
  ctx: ServiceContext,
  id: number,
  input: MeetingUpdateInput,
): Promise<Meeting> {
  const actor = requireActor(ctx);
  const released: string[] = [];
  const changed = await runChange(ctx, async (trx, pending) => {
    const state = await loadEditable(trx, actor, id);
    const before = await loadMeeting(trx, id, actor);
    const recurring = state.row.recurrence_pattern !== null;
    const target =
      !recurring || input.scope === 'all'
        ? await updateSeries(ctx, trx, state, input)
        : input.scope === 'this'
          ? await updateOccurrence(trx, state, input)
          : await splitSeries(ctx, trx, state, input);
    await finishChange(trx, pending, target);
    if (target !== id) announceMeeting(pending, id, state.row.revision + 1);
    released.push(...(await releaseUnlistedFiles(trx, id)));
    await recordAudit(trx, ctx, {
      model: 'meeting',
      recordId: id,
      event: 'updated',
      oldValues: before,
      newValues: {
        ...(await loadMeeting(trx, target, actor)),
        scope: recurring ? input.scope : 'all',
        occurrence_start: input.occurrence_start,
      },
    });
    return target;
  });
  await removeMeetingFiles(ctx, released);
  return loadMeeting(ctx.db, changed, actor);
}
