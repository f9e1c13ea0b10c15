import { type CourtRequestListQuery, foldForSearch, URGENT_AFTER_DAYS } from '@pickleball/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { CourtRequestEventsTable, CourtRequestsTable } from './court-requests.table';

export type CourtRequestRow = Omit<CourtRequestsTable, 'id' | 'search_text' | 'edit_token_hash'> & {
  id: number;
};
export type CourtRequestValues = Omit<CourtRequestsTable, 'id'>;
export type RequestEventRow = Omit<CourtRequestEventsTable, 'id'> & { id: number; actor_name: string | null };

const REQUEST_COLUMNS = [
  'court_requests.id',
  'court_requests.reference',
  'court_requests.status',
  'court_requests.data',
  'court_requests.applicant_name',
  'court_requests.applicant_email',
  'court_requests.applicant_phone',
  'court_requests.locale',
  'court_requests.review_notes',
  'court_requests.feedback',
  'court_requests.created_court_id',
  'court_requests.ip_address',
  'court_requests.reviewed_by',
  'court_requests.submitted_at',
  'court_requests.reviewed_at',
  'court_requests.created_at',
  'court_requests.updated_at',
] as const;

export const urgentCutoff = (now = Date.now()) =>
  new Date(now - URGENT_AFTER_DAYS * 86_400_000).toISOString();

export async function insertRequest(db: Db, values: CourtRequestValues): Promise<number> {
  const { id } = await db
    .insertInto('court_requests')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRequest(db: Db, id: number, values: Partial<CourtRequestValues>): Promise<void> {
  await db.updateTable('court_requests').set(values).where('id', '=', id).execute();
}

/**
 * Sets the request's updated_at only while its status is still `status`: the update's result
 * tells whether this step won the race (one row updated).
 */
export function claimRequest(db: Db, id: number, status: string, updatedAt: string) {
  return db
    .updateTable('court_requests')
    .set({ updated_at: updatedAt })
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
}

export async function findRequestRow(db: Db, id: number): Promise<CourtRequestRow | undefined> {
  return db
    .selectFrom('court_requests')
    .select(REQUEST_COLUMNS)
    .where('court_requests.id', '=', id)
    .executeTakeFirst();
}

export async function findRequestByTokenHash(db: Db, hash: string): Promise<CourtRequestRow | undefined> {
  return db
    .selectFrom('court_requests')
    .select(REQUEST_COLUMNS)
    .where('court_requests.edit_token_hash', '=', hash)
    .executeTakeFirst();
}

export async function insertRequestEvent(db: Db, event: Omit<CourtRequestEventsTable, 'id'>): Promise<void> {
  await db.insertInto('court_request_events').values(event).execute();
}

export async function listRequestEvents(db: Db, requestId: number): Promise<RequestEventRow[]> {
  return db
    .selectFrom('court_request_events')
    .leftJoin('users', 'users.id', 'court_request_events.actor_id')
    .selectAll('court_request_events')
    .select('users.name as actor_name')
    .where('court_request_events.request_id', '=', requestId)
    .orderBy('court_request_events.id')
    .execute();
}

type RequestsQuery = SelectQueryBuilder<Database, 'court_requests', object>;

function applyRequestFilters(db: Db, query: RequestsQuery, filters: RequestFilters): RequestsQuery {
  let q = query;
  if (filters.search) q = q.where(matchesSearch(db, 'court_requests', foldForSearch(filters.search)));
  if (filters.status) q = q.where('court_requests.status', '=', filters.status);
  if (filters.urgent === true)
    q = q
      .where('court_requests.status', '=', 'pending')
      .where('court_requests.submitted_at', '<', urgentCutoff());
  if (filters.urgent === false)
    q = q.where((eb) =>
      eb.or([
        eb('court_requests.status', '!=', 'pending'),
        eb('court_requests.submitted_at', '>=', urgentCutoff()),
      ]),
    );
  return q;
}

/** The order of a sort: "urgent" is the pending first, the longest waiting at the top. */
function requestSortKey(sort: CourtRequestListQuery['sort']): SortKey {
  if (sort.field === 'urgent')
    return {
      column: [
        sql`case when court_requests.status = 'pending' then 0 else 1 end`,
        'court_requests.submitted_at',
      ],
      id: 'court_requests.id',
      direction: 'asc',
    };
  return { column: `court_requests.${sort.field}`, id: 'court_requests.id', direction: sort.direction };
}

type RequestFilters = Omit<CourtRequestListQuery, 'page' | 'per_page' | 'cursor'>;

export function countRequests(db: Db, query: RequestFilters): Promise<Total> {
  return countRows(db, applyRequestFilters(db, db.selectFrom('court_requests'), query));
}

/** One page of requests and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listRequestPage(db: Db, query: RequestFilters, start: PageStart) {
  const rows = applyRequestFilters(db, db.selectFrom('court_requests'), query).select(REQUEST_COLUMNS);
  return keysetPage(rows, requestSortKey(query.sort), start).execute();
}

export async function getRequestCounts(db: Db) {
  const rows = await db
    .selectFrom('court_requests')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const urgent = await db
    .selectFrom('court_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .where('submitted_at', '<', urgentCutoff())
    .executeTakeFirstOrThrow();
  return {
    byStatus: new Map(rows.map((row) => [row.status, Number(row.count)])),
    urgent: Number(urgent.count),
  };
}
