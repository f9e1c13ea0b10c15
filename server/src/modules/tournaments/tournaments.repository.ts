/**
 * The tournaments' own queries. Rows in, rows out (tournaments.mapper.ts shapes them). The entry
 * counts and podium of a page come in one query each, never one per tournament.
 */
import {
  foldForSearch,
  type PublicTournamentListQuery,
  TOURNAMENT_STATUSES,
  type TournamentListQuery,
  type TournamentSortField,
} from '@pickleball/domain';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsText, type DialectName } from '../../db/dialect';
import { keysetPage, type PageStart, type SortColumn, type SortKey } from '../../db/keyset';
import type { TournamentsTable } from './tournaments.table';

export type TournamentValues = Omit<TournamentsTable, 'id'>;
export type StoredTournament = Selectable<TournamentsTable>;

function joinedTournaments(db: Db) {
  return db
    .selectFrom('tournaments')
    .leftJoin('courts', 'courts.id', 'tournaments.court_id')
    .leftJoin('users as creators', 'creators.id', 'tournaments.created_by')
    .leftJoin('tournament_draws', 'tournament_draws.tournament_id', 'tournaments.id');
}
type Joined =
  ReturnType<typeof joinedTournaments> extends SelectQueryBuilder<infer D, infer T, object> ? [D, T] : never;
type JoinedQuery<O> = SelectQueryBuilder<Joined[0], Joined[1], O>;

function tournamentsWithPeople(db: Db) {
  return joinedTournaments(db)
    .selectAll('tournaments')
    .select([
      'courts.name as court_name',
      'creators.name as creator_name',
      'creators.username as creator_username',
      'tournament_draws.generated_at as bracket_generated_at',
    ]);
}
export type TournamentRow = NonNullable<Awaited<ReturnType<typeof findTournamentRow>>>;

export function findTournamentRow(db: Db, id: number) {
  return tournamentsWithPeople(db).where('tournaments.id', '=', id).executeTakeFirst();
}

/** The tournament's own row (not locked). */
export function findStoredTournament(db: Db, id: number) {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tournament's own row, locked on PostgreSQL: changes of one tournament run one after another. */
export function lockTournamentRow(db: Db, id: number, dialect: DialectName) {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertTournament(db: Db, values: TournamentValues): Promise<number> {
  const { id } = await db.insertInto('tournaments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTournamentRow(db: Db, id: number, values: Partial<TournamentValues>) {
  await db.updateTable('tournaments').set(values).where('id', '=', id).execute();
}

/** Deletes the tournament's row. */
export async function deleteTournamentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('tournaments').where('id', '=', id).execute();
}

/** What the registration deadline's job checks of the tournament. */
export function findDeadlineTournament(db: Db, id: number) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'status', 'registration_deadline', 'allow_late_registration'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a player's own entries show of their tournaments. */
export function listTournamentsOfEntries(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('tournaments')
    .select([
      'id',
      'name',
      'type',
      'format',
      'status',
      'start_date',
      'end_date',
      'location',
      'is_free',
      'entry_fee',
      'currency',
      'requires_approval',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** Whether the court exists. */
export async function courtExists(db: Db, courtId: number): Promise<boolean> {
  const court = await db.selectFrom('courts').select('id').where('id', '=', courtId).executeTakeFirst();
  return court !== undefined;
}

/** The language of each of these users whose account is active (the people a notice goes to). */
export function listActiveLocales(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', userIds)
    .where('is_active', '=', true)
    .execute();
}

/** Raises the revision (every change does) and answers what the change event carries. */
export async function bumpRevision(db: Db, id: number, now: string) {
  return db
    .updateTable('tournaments')
    .set({ revision: sql`revision + 1`, updated_at: now })
    .where('id', '=', id)
    .returning(['id', 'status', 'revision', 'is_public', 'is_active', 'is_archived'])
    .executeTakeFirst();
}

export interface EntryCounts {
  entries: number;
  confirmed: number;
  pending: number;
  waitlisted: number;
  cancelled: number;
  paid: number;
}

/** Entries by status (and paid ones) of each tournament. */
export async function countEntries(db: Db, tournamentIds: readonly number[]) {
  const counts = new Map<number, EntryCounts>();
  for (const id of tournamentIds)
    counts.set(id, { entries: 0, confirmed: 0, pending: 0, waitlisted: 0, cancelled: 0, paid: 0 });
  if (tournamentIds.length === 0) return counts;
  const rows = await db
    .selectFrom('tournament_registrations')
    .select((eb) => ['tournament_id', 'status', 'payment_status', eb.fn.countAll<number>().as('count')])
    .where('tournament_id', 'in', tournamentIds)
    .groupBy(['tournament_id', 'status', 'payment_status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.tournament_id) as EntryCounts;
    const count = Number(row.count);
    if (row.status === 'registered' || row.status === 'pending' || row.status === 'confirmed')
      entry.entries += count;
    if (row.status === 'confirmed') entry.confirmed += count;
    if (row.status === 'pending') entry.pending += count;
    if (row.status === 'waitlisted') entry.waitlisted += count;
    if (row.status === 'cancelled') entry.cancelled += count;
    if (row.payment_status === 'paid') entry.paid += count;
  }
  return counts;
}

/** Entries (`r`) joined with their player (`p`) and partner (`q`), for their names. */
export function entriesWithPlayers(db: Db) {
  return db
    .selectFrom('tournament_registrations as r')
    .innerJoin('users as p', 'p.id', 'r.player_id')
    .leftJoin('users as q', 'q.id', 'r.partner_id');
}

/** Medallists of completed tournaments, with the entry's players' names. */
export async function listPodiums(db: Db, tournamentIds: readonly number[]) {
  if (tournamentIds.length === 0) return [];
  return entriesWithPlayers(db)
    .select([
      'r.id',
      'r.tournament_id',
      'r.final_place',
      'r.medal',
      'p.name as player_name',
      'q.name as partner_name',
    ])
    .where('r.tournament_id', 'in', tournamentIds)
    .where('r.medal', 'is not', null)
    .orderBy('r.final_place')
    .orderBy('r.seed')
    .execute();
}

type TournamentFilters = Omit<TournamentListQuery, 'page' | 'per_page' | 'sort'>;

function applyFilters<O>(query: JoinedQuery<O>, filters: TournamentFilters): JoinedQuery<O> {
  let q = query;
  q = q.where('tournaments.is_archived', '=', filters.archived === true);
  if (filters.search)
    q = q.where(containsText(sql.ref('tournaments.search_text'), foldForSearch(filters.search)));
  if (filters.status) q = q.where('tournaments.status', '=', filters.status);
  if (filters.type) q = q.where('tournaments.type', '=', filters.type);
  if (filters.format) q = q.where('tournaments.format', '=', filters.format);
  if (filters.is_public !== undefined) q = q.where('tournaments.is_public', '=', filters.is_public);
  if (filters.is_free !== undefined) q = q.where('tournaments.is_free', '=', filters.is_free);
  if (filters.is_active !== undefined) q = q.where('tournaments.is_active', '=', filters.is_active);
  if (filters.from) q = q.where('tournaments.end_date', '>=', filters.from);
  if (filters.to) q = q.where('tournaments.start_date', '<=', filters.to);
  return q;
}

/** `case status when 'draft' then 0 …`: the lifecycle's order, for sorting by status. */
const statusRank = sql<number>`case tournaments.status ${sql.join(
  TOURNAMENT_STATUSES.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
)} else ${TOURNAMENT_STATUSES.length} end`;

const SORT_COLUMNS: Record<TournamentSortField, SortColumn> = {
  name: 'tournaments.sort_name',
  start_date: 'tournaments.start_date',
  registration_deadline: 'tournaments.registration_deadline',
  status: statusRank,
  sort_order: 'tournaments.sort_order',
  created_at: 'tournaments.created_at',
  id: 'tournaments.id',
};

/** One page of tournaments and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listTournamentPage(
  db: Db,
  query: TournamentFilters & Pick<TournamentListQuery, 'sort'>,
  start: PageStart,
) {
  const { field, direction } = query.sort;
  // Tournaments without a deadline come last whichever way.
  const key: SortKey = {
    column: SORT_COLUMNS[field],
    id: 'tournaments.id',
    direction,
    nullable: field === 'registration_deadline',
    nulls: 'last',
  };
  return keysetPage(applyFilters(tournamentsWithPeople(db), query), key, start).execute();
}

export async function countTournaments(db: Db, filters: TournamentFilters): Promise<number> {
  const count = await applyFilters(
    joinedTournaments(db).select((eb) => eb.fn.countAll<number>().as('total')),
    filters,
  ).executeTakeFirstOrThrow();
  return Number(count.total);
}

/** Tournaments whose dates overlap [from, to], not archived, in date order. */
export function listCalendarRows(db: Db, from: string, to: string) {
  return db
    .selectFrom('tournaments')
    .select([
      'id',
      'name',
      'type',
      'format',
      'status',
      'start_date',
      'end_date',
      'start_time',
      'end_time',
      'location',
      'is_public',
    ])
    .where('is_archived', '=', false)
    .where('end_date', '>=', from)
    .where('start_date', '<=', to)
    .orderBy('start_date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

export async function countTournamentStats(db: Db, today: string, now: string) {
  const [byStatus, upcoming, open, entries, archived] = await Promise.all([
    db
      .selectFrom('tournaments')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('is_archived', '=', false)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', false)
      .where('status', '!=', 'cancelled')
      .where('start_date', '>=', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', false)
      .where('status', '=', 'registration_open')
      .where((eb) =>
        eb.or([
          eb('registration_deadline', 'is', null),
          eb('registration_deadline', '>=', now),
          eb('allow_late_registration', '=', true),
        ]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tournament_registrations')
      .innerJoin('tournaments', 'tournaments.id', 'tournament_registrations.tournament_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tournaments.is_archived', '=', false)
      .where('tournament_registrations.status', 'in', ['registered', 'pending', 'confirmed'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_archived', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: new Map(byStatus.map((row) => [row.status, Number(row.count)])),
    upcoming: Number(upcoming.count),
    open: Number(open.count),
    entries: Number(entries.count),
    archived: Number(archived.count),
  };
}

/** Public tournaments anyone may see: public, active, not archived, past their draft. */
function onlyPublic<O>(query: JoinedQuery<O>): JoinedQuery<O> {
  return query
    .where('tournaments.is_public', '=', true)
    .where('tournaments.is_active', '=', true)
    .where('tournaments.is_archived', '=', false)
    .where('tournaments.status', '!=', 'draft');
}

export function findPublicTournamentRow(db: Db, id: number) {
  return onlyPublic(tournamentsWithPeople(db)).where('tournaments.id', '=', id).executeTakeFirst();
}

/** The public list's order: the newest event first. */
export const PUBLIC_TOURNAMENT_ORDER = { field: 'start_date', direction: 'desc' } as const;

function publicTournaments<O>(query: JoinedQuery<O>, filters: PublicTournamentListQuery): JoinedQuery<O> {
  let filtered = onlyPublic(query);
  if (filters.search)
    filtered = filtered.where(
      containsText(sql.ref('tournaments.search_text'), foldForSearch(filters.search)),
    );
  if (filters.status) filtered = filtered.where('tournaments.status', '=', filters.status);
  return filtered;
}

/** One page of public tournaments and one row more, by offset or after a cursor. */
export function listPublicTournamentPage(db: Db, query: PublicTournamentListQuery, start: PageStart) {
  const key: SortKey = {
    column: 'tournaments.start_date',
    id: 'tournaments.id',
    direction: PUBLIC_TOURNAMENT_ORDER.direction,
  };
  return keysetPage(publicTournaments(tournamentsWithPeople(db), query), key, start).execute();
}

export async function countPublicTournaments(db: Db, query: PublicTournamentListQuery): Promise<number> {
  const count = await publicTournaments(
    joinedTournaments(db).select((eb) => eb.fn.countAll<number>().as('total')),
    query,
  ).executeTakeFirstOrThrow();
  return Number(count.total);
}
