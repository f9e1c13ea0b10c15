import { type ClubListQuery, foldForSearch } from '@pickleball/domain';
import { type Insertable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { containsText, type DialectName } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { ClubJoinRequestsTable, ClubsTable } from './clubs.table';

export type ClubValues = Omit<ClubsTable, 'id'>;

const CLUB_COLUMNS = [
  'clubs.id',
  'clubs.name',
  'clubs.description',
  'clubs.schedule',
  'clubs.court_id',
  'clubs.owner_id',
  'clubs.is_active',
  'clubs.status',
  'clubs.member_count',
  'clubs.avatar_file_id',
  'clubs.created_at',
  'clubs.updated_at',
  'courts.name as court_name',
  'courts.province_code as court_province_code',
  'courts.ward_code as court_ward_code',
  'owners.name as owner_name',
  'owners.username as owner_username',
  'files.uuid as avatar_uuid',
  'files.mime as avatar_mime',
  'files.width as avatar_width',
  'files.height as avatar_height',
] as const;

function clubsWithJoins(db: Db) {
  return db
    .selectFrom('clubs')
    .leftJoin('courts', 'courts.id', 'clubs.court_id')
    .leftJoin('users as owners', 'owners.id', 'clubs.owner_id')
    .leftJoin('files', 'files.id', 'clubs.avatar_file_id');
}

export type ClubRow = Awaited<ReturnType<typeof findClubRow>> & {};

export async function findClubRow(db: Db, id: number) {
  return clubsWithJoins(db).select(CLUB_COLUMNS).where('clubs.id', '=', id).executeTakeFirst();
}

/** The club row locked for a member change (PostgreSQL): concurrent changes count members one after another. */
export async function lockClub(db: Db, id: number, dialect: DialectName) {
  return db
    .selectFrom('clubs')
    .select(['id', 'owner_id', 'status', 'is_active', 'name'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertClub(db: Db, values: ClubValues): Promise<number> {
  const { id } = await db.insertInto('clubs').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateClub(db: Db, id: number, values: Partial<ClubValues>): Promise<void> {
  await db.updateTable('clubs').set(values).where('id', '=', id).execute();
}

/** member_count = the members, counted in the transaction that changed them. */
export async function recountMembers(db: Db, clubId: number): Promise<number> {
  const { count } = await db
    .selectFrom('club_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('clubs')
    .set({ member_count: Number(count) })
    .where('id', '=', clubId)
    .execute();
  return Number(count);
}

type ClubsQuery = SelectQueryBuilder<
  Database & { owners: Database['users'] },
  'clubs' | 'courts' | 'owners' | 'files',
  object
>;

type ClubFilters = Omit<ClubListQuery, 'page' | 'per_page' | 'sort' | 'cursor'>;

function applyClubFilters<Q extends ClubsQuery>(db: Db, query: Q, filters: ClubFilters): Q {
  let q = query as ClubsQuery;
  if (filters.search) q = q.where(matchesSearch(db, 'clubs', foldForSearch(filters.search)));
  if (filters.status) q = q.where('clubs.status', '=', filters.status);
  if (filters.court_id) q = q.where('clubs.court_id', '=', filters.court_id);
  if (filters.province_code) q = q.where('courts.province_code', '=', filters.province_code);
  if (filters.day) q = q.where(containsText(sql.ref('clubs.schedule'), `"day":"${filters.day}"`));
  return q as Q;
}

export function countClubs(db: Db, query: ClubFilters): Promise<Total> {
  return countRows(db, applyClubFilters(db, clubsWithJoins(db), query));
}

/** One page of clubs and one row more (see db/keyset.ts); a name sorts by its Vietnamese sort key. */
export function listClubPage(db: Db, query: ClubFilters & Pick<ClubListQuery, 'sort'>, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: `clubs.${field === 'name' ? 'sort_name' : field}`,
    id: 'clubs.id',
    direction,
  };
  return keysetPage(
    applyClubFilters(db, clubsWithJoins(db).select(CLUB_COLUMNS), query),
    key,
    start,
  ).execute();
}

export async function getClubCounts(db: Db) {
  const rows = await db
    .selectFrom('clubs')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('member_count').as('members'),
    ])
    .groupBy('status')
    .execute();
  const pending = await db
    .selectFrom('club_join_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return {
    byStatus: new Map(rows.map((row) => [row.status, Number(row.count)])),
    members: rows.reduce((sum, row) => sum + Number(row.members ?? 0), 0),
    pendingRequests: Number(pending.count),
  };
}

export async function findMembership(db: Db, clubId: number, userId: number) {
  return db
    .selectFrom('club_members')
    .select(['role', 'joined_at'])
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Owners, then admins, then members, each by name: one text, so a cursor holds the place. */
const memberPlace = sql<string>`(case club_members.role when 'owner' then '0' when 'admin' then '1' else '2' end) || users.sort_name`;

/** One page of a club's members and one row more (see db/keyset.ts). */
export function listMembers(db: Db, clubId: number, start: PageStart) {
  const query = db
    .selectFrom('club_members')
    .innerJoin('users', 'users.id', 'club_members.user_id')
    .select(['users.id', 'users.name', 'users.username', 'club_members.role', 'club_members.joined_at'])
    .where('club_members.club_id', '=', clubId);
  return keysetPage(query, { column: memberPlace, id: 'users.id', direction: 'asc' }, start).execute();
}

export type JoinRequestRow = ClubJoinRequestsTable & {
  id: number;
  user_name: string;
  user_username: string;
  processor_name: string | null;
};

function joinRequests(db: Db) {
  return db
    .selectFrom('club_join_requests')
    .innerJoin('users', 'users.id', 'club_join_requests.user_id')
    .leftJoin('users as processors', 'processors.id', 'club_join_requests.processed_by')
    .selectAll('club_join_requests')
    .select([
      'users.name as user_name',
      'users.username as user_username',
      'processors.name as processor_name',
    ]);
}

/** One page of a club's join requests, newest first, and one row more (see db/keyset.ts). */
export function listJoinRequests(db: Db, clubId: number, status: string | undefined, start: PageStart) {
  const query = joinRequests(db)
    .where('club_join_requests.club_id', '=', clubId)
    .$if(status !== undefined, (qb) => qb.where('club_join_requests.status', '=', status as string));
  const key: SortKey = {
    column: 'club_join_requests.requested_at',
    id: 'club_join_requests.id',
    direction: 'desc',
  };
  return keysetPage(query, key, start).execute() as Promise<WithCursorValue<JoinRequestRow>[]>;
}

export async function findJoinRequest(db: Db, clubId: number, requestId: number) {
  return joinRequests(db)
    .where('club_join_requests.club_id', '=', clubId)
    .where('club_join_requests.id', '=', requestId)
    .executeTakeFirst() as Promise<JoinRequestRow | undefined>;
}

export async function countMembers(db: Db, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('club_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countJoinRequests(db: Db, clubId: number, status?: string): Promise<number> {
  const row = await db
    .selectFrom('club_join_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .$if(status !== undefined, (qb) => qb.where('status', '=', status as string))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a member to a club (member_count is recounted by the caller's change). */
export async function insertClubMember(
  db: Db,
  values: { club_id: number; user_id: number; role: string; joined_at: string },
): Promise<void> {
  await db.insertInto('club_members').values(values).execute();
}

/** Changes a member's role. */
export async function setMemberRole(db: Db, clubId: number, userId: number, role: string): Promise<void> {
  await db
    .updateTable('club_members')
    .set({ role })
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .execute();
}

/** The club's owner becomes an admin (the first step of a transfer). */
export async function demoteOwner(db: Db, clubId: number): Promise<void> {
  await db
    .updateTable('club_members')
    .set({ role: 'admin' })
    .where('club_id', '=', clubId)
    .where('role', '=', 'owner')
    .execute();
}

/** Takes a member out of a club. */
export async function deleteMember(db: Db, clubId: number, userId: number): Promise<void> {
  await db.deleteFrom('club_members').where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

/** A user's id and whether they are active (`{ id, is_active }`), or undefined. */
export function findUserState(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'is_active']).where('id', '=', userId).executeTakeFirst();
}

/** Up to 20 active users, by name, the search finds among those not members of the club (`{ id, name, username }`). */
export function findNonMembers(db: Db, clubId: number, search: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.username'])
    .where('users.is_active', '=', true)
    .where(containsText(sql.ref('users.search_text'), foldForSearch(search)))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('club_members')
            .select('user_id')
            .whereRef('club_members.user_id', '=', 'users.id')
            .where('club_members.club_id', '=', clubId),
        ),
      ),
    )
    .orderBy('users.sort_name')
    .limit(20)
    .execute();
}

/** The user's pending request to join the club (`{ id }`), or undefined. */
export function findPendingRequest(db: Db, clubId: number, userId: number) {
  return db
    .selectFrom('club_join_requests')
    .select('id')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Stores a request to join; answers its id. */
export async function insertJoinRequest(db: Db, values: Insertable<ClubJoinRequestsTable>): Promise<number> {
  const { id } = await db
    .insertInto('club_join_requests')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Answers a join request (its status, reason, when and by whom). */
export async function answerJoinRequest(
  db: Db,
  requestId: number,
  values: Updateable<ClubJoinRequestsTable>,
): Promise<void> {
  await db.updateTable('club_join_requests').set(values).where('id', '=', requestId).execute();
}

/** Marks the user's pending request to join the club, if any, approved by `processedBy`. */
export async function approvePendingRequest(
  db: Db,
  clubId: number,
  userId: number,
  processedBy: number,
  processedAt: string,
): Promise<void> {
  await db
    .updateTable('club_join_requests')
    .set({ status: 'approved', processed_at: processedAt, processed_by: processedBy })
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}
