import { foldForSearch, type MeetingListQuery } from '@pickleball/domain';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type {
  MeetingExceptionsTable,
  MeetingParticipantsTable,
  MeetingRemindersSentTable,
  MeetingsTable,
} from './calendar.table';

export type MeetingValues = Omit<MeetingsTable, 'id'>;

const MEETING_COLUMNS = [
  'meetings.id',
  'meetings.title',
  'meetings.description',
  'meetings.location',
  'meetings.meeting_url',
  'meetings.agenda',
  'meetings.notes',
  'meetings.start_at',
  'meetings.end_at',
  'meetings.series_end_at',
  'meetings.all_day',
  'meetings.timezone',
  'meetings.type',
  'meetings.priority',
  'meetings.status',
  'meetings.organizer_id',
  'meetings.recurrence_pattern',
  'meetings.recurrence_interval',
  'meetings.recurrence_weekdays',
  'meetings.recurrence_until',
  'meetings.reminders',
  'meetings.attachments',
  'meetings.revision',
  'meetings.created_at',
  'meetings.updated_at',
  'organizers.name as organizer_name',
  'organizers.username as organizer_username',
] as const;

function meetingsWithOrganizer(db: Db) {
  return db.selectFrom('meetings').leftJoin('users as organizers', 'organizers.id', 'meetings.organizer_id');
}

export async function findMeetingRow(db: Db, id: number) {
  return meetingsWithOrganizer(db).select(MEETING_COLUMNS).where('meetings.id', '=', id).executeTakeFirst();
}
export type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeetingRow>>>;

export async function insertMeeting(db: Db, values: MeetingValues): Promise<number> {
  const { id } = await db.insertInto('meetings').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMeetingRow(db: Db, id: number, values: Partial<MeetingValues>): Promise<void> {
  await db.updateTable('meetings').set(values).where('id', '=', id).execute();
}

/** Deletes the meeting (the whole series; its participants and exceptions go with it). */
export async function deleteMeetingRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('meetings').where('id', '=', id).execute();
}

export type ParticipantValues = MeetingParticipantsTable;

/** Deletes every participant of the meeting. */
export async function deleteParticipants(db: Db, meetingId: number): Promise<void> {
  await db.deleteFrom('meeting_participants').where('meeting_id', '=', meetingId).execute();
}

/** Writes participants. */
export async function insertParticipants(db: Db, rows: ParticipantValues[]): Promise<void> {
  await db.insertInto('meeting_participants').values(rows).execute();
}

/** Sets a participant's answer; answers how many rows changed (0: not a participant). */
export async function setParticipantResponse(
  db: Db,
  meetingId: number,
  userId: number,
  response: string,
  respondedAt: string,
): Promise<number> {
  const result = await db
    .updateTable('meeting_participants')
    .set({ response, responded_at: respondedAt })
    .where('meeting_id', '=', meetingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type ExceptionValues = Omit<MeetingExceptionsTable, 'id'>;

/** One occurrence's exception (by the occurrence's original start), if it has one. */
export async function findException(db: Db, meetingId: number, originalStart: string) {
  return db
    .selectFrom('meeting_exceptions')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .where('original_start', '=', originalStart)
    .executeTakeFirst();
}

/** Writes exceptions. */
export async function insertExceptionRows(db: Db, rows: ExceptionValues[]): Promise<void> {
  await db.insertInto('meeting_exceptions').values(rows).execute();
}

/** Changes these columns of an exception. */
export async function updateException(db: Db, id: number, values: Partial<ExceptionValues>): Promise<void> {
  await db.updateTable('meeting_exceptions').set(values).where('id', '=', id).execute();
}

/** Deletes every exception of the meeting. */
export async function deleteExceptions(db: Db, meetingId: number): Promise<void> {
  await db.deleteFrom('meeting_exceptions').where('meeting_id', '=', meetingId).execute();
}

/** Deletes the meeting's exceptions of the occurrences from `originalStart` on. */
export async function deleteExceptionsFrom(db: Db, meetingId: number, originalStart: string): Promise<void> {
  await db
    .deleteFrom('meeting_exceptions')
    .where('meeting_id', '=', meetingId)
    .where('original_start', '>=', originalStart)
    .execute();
}

/** Records a reminder of an occurrence as sent; answers the rows written (0: it was sent before). */
export async function insertReminderSent(db: Db, values: MeetingRemindersSentTable): Promise<number> {
  const inserted = await db
    .insertInto('meeting_reminders_sent')
    .values(values)
    .onConflict((oc) => oc.columns(['meeting_id', 'occurrence_start', 'minutes']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

export type ParticipantRow = {
  meeting_id: number;
  user_id: number;
  role: string;
  response: string;
  responded_at: string | null;
  name: string;
  username: string;
  email: string | null;
  locale: string | null;
};

/** The participants of these meetings (organisers first, then by name), by meeting. */
export async function loadParticipants(
  db: Db,
  meetingIds: readonly number[],
): Promise<Map<number, ParticipantRow[]>> {
  const byMeeting = new Map<number, ParticipantRow[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .selectFrom('meeting_participants')
    .innerJoin('users', 'users.id', 'meeting_participants.user_id')
    .select([
      'meeting_participants.meeting_id',
      'meeting_participants.user_id',
      'meeting_participants.role',
      'meeting_participants.response',
      'meeting_participants.responded_at',
      'users.name',
      'users.username',
      'users.email',
      'users.locale',
    ])
    .where('meeting_participants.meeting_id', 'in', [...meetingIds])
    .orderBy(sql`case meeting_participants.role when 'moderator' then 0 when 'attendee' then 1 else 2 end`)
    .orderBy('users.sort_name')
    .execute();
  for (const row of rows) {
    const list = byMeeting.get(row.meeting_id) ?? [];
    list.push(row as ParticipantRow);
    byMeeting.set(row.meeting_id, list);
  }
  return byMeeting;
}

/**
 * For each of these meetings: how many take part, and the reader's own row (answer and role) —
 * what the calendar views show of participants, read without the people themselves.
 */
export async function summarizeParticipants(
  db: Db,
  meetingIds: readonly number[],
  userId: number,
): Promise<Map<number, { count: number; response: string | null; role: string | null }>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('meeting_participants')
    .select((eb) => [
      'meeting_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.max(eb.case().when('user_id', '=', userId).then(eb.ref('response')).end()).as('response'),
      eb.fn.max(eb.case().when('user_id', '=', userId).then(eb.ref('role')).end()).as('role'),
    ])
    .where('meeting_id', 'in', [...meetingIds])
    .groupBy('meeting_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.meeting_id,
      { count: Number(row.count), response: row.response ?? null, role: row.role ?? null },
    ]),
  );
}

export type ExceptionRow = Omit<MeetingExceptionsTable, 'id'> & { id: number };

export async function loadExceptions(
  db: Db,
  meetingIds: readonly number[],
): Promise<Map<number, ExceptionRow[]>> {
  const byMeeting = new Map<number, ExceptionRow[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .selectFrom('meeting_exceptions')
    .selectAll()
    .where('meeting_id', 'in', [...meetingIds])
    .execute();
  for (const row of rows) {
    const list = byMeeting.get(row.meeting_id) ?? [];
    list.push(row as ExceptionRow);
    byMeeting.set(row.meeting_id, list);
  }
  return byMeeting;
}

/** The meetings whose occurrences may fall in [from, to): by the series' span, or an occurrence moved into it. */
export async function listMeetingsInRange(
  db: Db,
  from: string,
  to: string,
  filters: { mine?: number; type?: string; search?: string },
) {
  let query = meetingsWithOrganizer(db)
    .select(MEETING_COLUMNS)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('meetings.start_at', '<', to),
          eb.or([eb('meetings.series_end_at', 'is', null), eb('meetings.series_end_at', '>', from)]),
        ]),
        eb.exists(
          eb
            .selectFrom('meeting_exceptions')
            .select('meeting_exceptions.id')
            .whereRef('meeting_exceptions.meeting_id', '=', 'meetings.id')
            .where('meeting_exceptions.start_at', '<', to)
            .where('meeting_exceptions.end_at', '>', from),
        ),
      ]),
    );
  if (filters.type) query = query.where('meetings.type', '=', filters.type);
  if (filters.search) query = query.where(matchesSearch(db, 'meetings', foldForSearch(filters.search)));
  if (filters.mine !== undefined) query = query.where((eb) => mineCondition(eb, filters.mine as number));
  return query.orderBy('meetings.start_at').orderBy('meetings.id').execute();
}

type MeetingsQuery = SelectQueryBuilder<
  Database & { organizers: Database['users'] },
  'meetings' | 'organizers',
  object
>;

type MeetingsEb = ExpressionBuilder<Database & { organizers: Database['users'] }, 'meetings' | 'organizers'>;

/** Meetings a user organises, or is invited to and has not declined. */
function mineCondition(eb: MeetingsEb, userId: number) {
  return eb.or([
    eb('meetings.organizer_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('meeting_participants')
        .select('meeting_participants.user_id')
        .whereRef('meeting_participants.meeting_id', '=', 'meetings.id')
        .where('meeting_participants.user_id', '=', userId)
        .where('meeting_participants.response', '<>', 'declined'),
    ),
  ]);
}

/** Ids of the meetings a user organises or has not declined whose series runs past `since` (the feed). */
export async function listFeedMeetingIds(db: Db, userId: number, since: string) {
  return db
    .selectFrom('meetings')
    .select('meetings.id')
    .where((eb) =>
      eb.or([eb('meetings.series_end_at', 'is', null), eb('meetings.series_end_at', '>', since)]),
    )
    .where((eb) => mineCondition(eb, userId))
    .execute();
}

function applyMeetingFilters<Q extends MeetingsQuery>(
  db: Db,
  query: Q,
  filters: MeetingListQuery,
  userId: number,
): Q {
  let q = query as MeetingsQuery;
  if (filters.search) q = q.where(matchesSearch(db, 'meetings', foldForSearch(filters.search)));
  if (filters.type) q = q.where('meetings.type', '=', filters.type);
  if (filters.status) q = q.where('meetings.status', '=', filters.status);
  if (filters.priority) q = q.where('meetings.priority', '=', filters.priority);
  if (filters.organizer_id) q = q.where('meetings.organizer_id', '=', filters.organizer_id);
  if (filters.recurring === true) q = q.where('meetings.recurrence_pattern', 'is not', null);
  if (filters.recurring === false) q = q.where('meetings.recurrence_pattern', 'is', null);
  if (filters.mine) q = q.where((eb) => mineCondition(eb, userId));
  return q as Q;
}

const PRIORITY_ORDER = sql`case meetings.priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

export function countMeetings(db: Db, query: MeetingListQuery, userId: number): Promise<Total> {
  return countRows(db, applyMeetingFilters(db, meetingsWithOrganizer(db), query, userId));
}

/** One page of meetings and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listMeetingPage(db: Db, query: MeetingListQuery, userId: number, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: field === 'priority' ? PRIORITY_ORDER : `meetings.${field}`,
    id: 'meetings.id',
    direction,
  };
  const rows = applyMeetingFilters(db, meetingsWithOrganizer(db).select(MEETING_COLUMNS), query, userId);
  return keysetPage(rows, key, start).execute();
}

export async function countParticipants(db: Db, meetingIds: readonly number[]): Promise<Map<number, number>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('meeting_participants')
    .select((eb) => ['meeting_id', eb.fn.countAll<number>().as('count')])
    .where('meeting_id', 'in', [...meetingIds])
    .groupBy('meeting_id')
    .execute();
  return new Map(rows.map((row) => [row.meeting_id, Number(row.count)]));
}
