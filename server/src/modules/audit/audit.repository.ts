import type { AuditListQuery } from '@pickleball/domain';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';

function baseQuery(db: Db) {
  return db.selectFrom('audit_logs').leftJoin('users', 'users.id', 'audit_logs.user_id');
}

function filtered(db: Db, query: AuditListQuery) {
  let q = baseQuery(db);
  if (query.model) q = q.where('audit_logs.model', '=', query.model);
  if (query.event) q = q.where('audit_logs.event', '=', query.event);
  if (query.user_id) q = q.where('audit_logs.user_id', '=', query.user_id);
  if (query.record_id) q = q.where('audit_logs.record_id', '=', query.record_id);
  if (query.from) q = q.where('audit_logs.created_at', '>=', new Date(query.from).toISOString());
  if (query.to) {
    const to = /^\d{4}-\d{2}-\d{2}$/.test(query.to) ? `${query.to}T23:59:59.999Z` : query.to;
    q = q.where('audit_logs.created_at', '<=', new Date(to).toISOString());
  }
  if (query.search) {
    const term = query.search.toLowerCase();
    q = q.where((eb) =>
      eb.or([eb('audit_logs.model', '=', term), eb('audit_logs.record_id', '=', query.search as string)]),
    );
  }
  return q;
}

const COLUMNS = [
  'audit_logs.id',
  'audit_logs.model',
  'audit_logs.record_id',
  'audit_logs.event',
  'audit_logs.user_id',
  'audit_logs.old_values',
  'audit_logs.new_values',
  'audit_logs.ip_address',
  'audit_logs.url',
  'audit_logs.user_agent',
  'audit_logs.created_at',
  'users.name as user_name',
  'users.username as user_username',
] as const;

/** How many audit records match the query's filters. */
export function countAuditRecords(db: Db, query: AuditListQuery): Promise<Total> {
  return countRows(db, filtered(db, query));
}

/** One page of audit records in the query's order and one row more (see db/keyset.ts). */
export function listAuditPage(db: Db, query: AuditListQuery, start: PageStart) {
  const key: SortKey = {
    column: `audit_logs.${query.sort.field}`,
    id: 'audit_logs.id',
    direction: query.sort.direction,
  };
  return keysetPage(filtered(db, query).select(COLUMNS), key, start).execute();
}

/** One audit record with its author's name and username, if it exists. */
export async function findAuditRow(db: Db, id: number) {
  return baseQuery(db).select(COLUMNS).where('audit_logs.id', '=', id).executeTakeFirst();
}

/** Users by id and/or folded search term, in name order, at most `limit`. */
export async function searchUserOptions(db: Db, id: number | undefined, term: string, limit: number) {
  let q = db.selectFrom('users').select(['id', 'name', 'username']);
  if (id) q = q.where('id', '=', id);
  if (term) q = q.where(matchesSearch(db, 'users', term));
  return q.orderBy('sort_name').orderBy('id').limit(limit).execute();
}

/** The models the trail holds records of, in order. */
export async function listAuditModels(db: Db): Promise<{ model: string }[]> {
  return db.selectFrom('audit_logs').select('model').distinct().orderBy('model').execute();
}

// The names of the records the trail mentions (audit.labels.ts), by their ids.

/** Users' names by id. */
export async function listUserNames(db: Db, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** Clubs' names by id. */
export async function listClubNames(db: Db, ids: number[]) {
  return db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** Roles' display names by id. */
export async function listRoleNames(db: Db, ids: number[]) {
  return db.selectFrom('roles').select(['id', 'display_name']).where('id', 'in', ids).execute();
}

/** Permissions' display names by id. */
export async function listPermissionNames(db: Db, ids: number[]) {
  return db.selectFrom('permissions').select(['id', 'display_name']).where('id', 'in', ids).execute();
}

/** Courts' names by id. */
export async function listCourtNames(db: Db, ids: number[]) {
  return db.selectFrom('courts').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** Club join requests by id, with the applicant's and the club's names. */
export async function listClubJoinRequestNames(db: Db, ids: number[]) {
  return db
    .selectFrom('club_join_requests')
    .innerJoin('users', 'users.id', 'club_join_requests.user_id')
    .innerJoin('clubs', 'clubs.id', 'club_join_requests.club_id')
    .select(['club_join_requests.id', 'users.name as user_name', 'clubs.name as club_name'])
    .where('club_join_requests.id', 'in', ids)
    .execute();
}

/** Court requests by id: their reference, data (JSON text) and applicant's name. */
export async function listCourtRequestNames(db: Db, ids: number[]) {
  return db
    .selectFrom('court_requests')
    .select(['id', 'reference', 'data', 'applicant_name'])
    .where('id', 'in', ids)
    .execute();
}

/** Matches' events by id. */
export async function listMatchEvents(db: Db, ids: number[]) {
  return db.selectFrom('matches').select(['id', 'event']).where('id', 'in', ids).execute();
}

/** Rank points by id, with their player's name. */
export async function listRankPointNames(db: Db, ids: number[]) {
  return db
    .selectFrom('rank_points')
    .innerJoin('users', 'users.id', 'rank_points.user_id')
    .select(['rank_points.id', 'users.name'])
    .where('rank_points.id', 'in', ids)
    .execute();
}
