/**
 * What the calendar views and the meetings list read: occurrences expanded on the server for the
 * range shown (month, week, day, list), never stored; the series list with each one's next
 * occurrence; one meeting for its participants or anyone holding calendar.view.
 */
import {
  expandOccurrences,
  hasPermission,
  type Meeting,
  type MeetingListQuery,
  type MeetingPriority,
  type MeetingStatus,
  type MeetingSummary,
  type MeetingType,
  nextOccurrences,
  type Occurrence,
  type OccurrenceQuery,
  type ParticipantResponse,
} from '@pickleball/domain';
import { toBool } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { canEditMeeting, exceptionsOf, seriesOf, toMeeting } from './calendar.mapper';
import { loadMeetingState } from './calendar.meetings';
import {
  countMeetings,
  countParticipants,
  listMeetingPage,
  listMeetingsInRange,
  loadExceptions,
  loadParticipants,
  summarizeParticipants,
} from './calendar.repository';
import { searchMeetingCandidates } from './calendar.users.repository';

export async function listOccurrences(ctx: ServiceContext, query: OccurrenceQuery): Promise<Occurrence[]> {
  const actor = requireActor(ctx);
  const from = new Date(query.from).toISOString();
  const to = new Date(query.to).toISOString();
  const rows = await listMeetingsInRange(ctx.db, from, to, {
    ...(query.mine ? { mine: actor.id } : {}),
    type: query.type,
    search: query.search,
  });
  const ids = rows.map((row) => row.id);
  const [participants, exceptions] = await Promise.all([
    summarizeParticipants(ctx.db, ids, actor.id),
    loadExceptions(ctx.db, ids),
  ]);
  const shown: Occurrence[] = [];
  for (const row of rows) {
    const people = participants.get(row.id);
    const canEdit = canEditMeeting(
      actor,
      row,
      people?.role ? [{ user_id: actor.id, role: people.role }] : [],
    );
    for (const occurrence of expandOccurrences(seriesOf(row), exceptionsOf(exceptions.get(row.id) ?? []), {
      from,
      to,
    })) {
      const overrides = occurrence.exception?.overrides;
      const status = (overrides?.status ?? row.status) as MeetingStatus;
      if (query.status && status !== query.status) continue;
      shown.push({
        meeting_id: row.id,
        original_start: occurrence.original_start,
        start_at: occurrence.start_at,
        end_at: occurrence.end_at,
        all_day: toBool(row.all_day),
        timezone: row.timezone,
        title: overrides?.title ?? row.title,
        location: overrides?.location ?? row.location,
        notes: overrides?.notes ?? row.notes,
        type: row.type as MeetingType,
        priority: row.priority as MeetingPriority,
        status,
        is_recurring: row.recurrence_pattern !== null,
        is_exception: occurrence.exception !== null,
        organizer_id: row.organizer_id,
        participant_count: people?.count ?? 0,
        my_response: (people?.response as ParticipantResponse | null | undefined) ?? null,
        can_edit: canEdit,
      });
    }
  }
  return shown.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.meeting_id - b.meeting_id);
}

export async function listMeetings(ctx: ServiceContext, query: MeetingListQuery) {
  const actor = requireActor(ctx);
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countMeetings(ctx.db, query, actor.id),
    listMeetingPage(ctx.db, query, actor.id, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const ids = rows.map((row) => row.id);
  const [counts, exceptions, participants] = await Promise.all([
    countParticipants(ctx.db, ids),
    loadExceptions(ctx.db, ids),
    loadParticipants(ctx.db, ids),
  ]);
  const now = Date.now();
  const data: MeetingSummary[] = rows.map((row) => {
    const {
      participants: _people,
      attachments: _files,
      agenda: _agenda,
      notes: _notes,
      ...meeting
    } = toMeeting(row, participants.get(row.id) ?? [], actor);
    const next =
      row.status === 'cancelled'
        ? undefined
        : nextOccurrences(seriesOf(row), exceptionsOf(exceptions.get(row.id) ?? []), now, 1)[0];
    return { ...meeting, participant_count: counts.get(row.id) ?? 0, next_start: next?.start_at ?? null };
  });
  return { data, meta };
}

/** One meeting, for anyone holding calendar.view or taking part (an invitation's link). */
export async function getMeeting(ctx: ServiceContext, id: number): Promise<Meeting> {
  const actor = requireActor(ctx);
  const { row, participants } = await loadMeetingState(ctx.db, id);
  const invited = participants.some((participant) => participant.user_id === actor.id);
  if (!invited && !hasPermission(actor, 'calendar.view'))
    throw new AppError('permission.missing', { values: { permission: 'calendar.view' } });
  return toMeeting(row, participants, actor);
}

/** Active people to invite, by name, username, e-mail or phone (diacritics ignored), at most 20. */
export async function findMeetingCandidates(ctx: ServiceContext, search: string) {
  return searchMeetingCandidates(ctx.db, search);
}
