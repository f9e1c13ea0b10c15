/**
 * Every query of the registrations. Rows come with both players' names, genders and the entry's
 * payment in one query; the service shapes them (registrations.mapper.ts).
 */
import {
  foldForSearch,
  REGISTRATION_STATUSES,
  type RegistrationListQuery,
  type RegistrationSortField,
} from '@pickleball/domain';
import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database';
import { containsText } from '../../../db/dialect';
import { keysetPage, type PageStart, type SortColumn, type SortKey } from '../../../db/keyset';
import { matchesSearch } from '../../../db/search';
import type { TournamentRegistrationsTable } from '../tournaments.table';

export type RegistrationValues = Omit<TournamentRegistrationsTable, 'id'>;
export type StoredRegistration = Selectable<TournamentRegistrationsTable>;

function joinedRegistrations(db: Db) {
  return db
    .selectFrom('tournament_registrations as r')
    .innerJoin('users as player', 'player.id', 'r.player_id')
    .leftJoin('profiles as player_profile', 'player_profile.user_id', 'r.player_id')
    .leftJoin('users as partner', 'partner.id', 'r.partner_id')
    .leftJoin('profiles as partner_profile', 'partner_profile.user_id', 'r.partner_id')
    .leftJoin('payments', 'payments.id', 'r.payment_id')
    .leftJoin('users as approver', 'approver.id', 'r.approved_by')
    .leftJoin('users as registrar', 'registrar.id', 'r.registered_by');
}
type Joined =
  ReturnType<typeof joinedRegistrations> extends SelectQueryBuilder<infer D, infer T, object>
    ? [D, T]
    : never;
type JoinedQuery<O> = SelectQueryBuilder<Joined[0], Joined[1], O>;

function registrationsWithPeople(db: Db) {
  return joinedRegistrations(db)
    .selectAll('r')
    .select([
      'player.name as player_name',
      'player.username as player_username',
      'player_profile.gender as player_gender',
      'partner.name as partner_name',
      'partner.username as partner_username',
      'partner_profile.gender as partner_gender',
      'payments.transaction_id as payment_transaction_id',
      'payments.status as payment_state',
      'payments.amount as payment_amount',
      'payments.refunded_amount as payment_refunded',
      'payments.currency as payment_currency',
      'approver.name as approver_name',
      'registrar.name as registrar_name',
    ]);
}
export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistrationRow>>>;

export function findRegistrationRow(db: Db, id: number) {
  return registrationsWithPeople(db).where('r.id', '=', id).executeTakeFirst();
}

/** Entries where this user is the player or the partner, newest first. */
export function listRegistrationRowsOfUser(db: Db, userId: number) {
  return registrationsWithPeople(db)
    .where((eb) => eb.or([eb('r.player_id', '=', userId), eb('r.partner_id', '=', userId)]))
    .orderBy('r.registered_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
}

/** The registration's own row (its tournament is locked by the caller first). */
export function findStoredRegistration(db: Db, id: number) {
  return db.selectFrom('tournament_registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStoredRegistrations(db: Db, tournamentId: number, statuses: readonly string[]) {
  return db
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', [...statuses])
    .orderBy('registered_at')
    .orderBy('id')
    .execute();
}

export async function insertRegistration(db: Db, values: RegistrationValues): Promise<number> {
  const { id } = await db
    .insertInto('tournament_registrations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRegistrationRow(db: Db, id: number, values: Partial<RegistrationValues>) {
  await db.updateTable('tournament_registrations').set(values).where('id', '=', id).execute();
}

/** Enters the players (the primary key refuses one already entered: a unique violation). */
export async function insertEntrants(
  db: Db,
  tournamentId: number,
  registrationId: number,
  userIds: number[],
) {
  await db
    .insertInto('tournament_entrants')
    .values(
      userIds.map((userId) => ({
        tournament_id: tournamentId,
        user_id: userId,
        registration_id: registrationId,
      })),
    )
    .execute();
}

export async function deleteEntrants(db: Db, registrationId: number) {
  await db.deleteFrom('tournament_entrants').where('registration_id', '=', registrationId).execute();
}

/** The entered players among these users, with the name of the one found. */
export function findEnteredUsers(db: Db, tournamentId: number, userIds: readonly number[]) {
  return db
    .selectFrom('tournament_entrants')
    .innerJoin('users', 'users.id', 'tournament_entrants.user_id')
    .select(['tournament_entrants.user_id', 'users.name'])
    .where('tournament_entrants.tournament_id', '=', tournamentId)
    .where('tournament_entrants.user_id', 'in', [...userIds])
    .execute();
}

/** Whether the tournament has an entry not cancelled. */
export async function hasActiveEntries(db: Db, tournamentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('status', '!=', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an entry of the tournament has a payment status other than unpaid. */
export async function hasPaidEntry(db: Db, tournamentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_registrations')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('payment_status', '!=', 'unpaid')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countPlaceHolders(db: Db, tournamentId: number): Promise<number> {
  const row = await db
    .selectFrom('tournament_registrations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['registered', 'pending', 'confirmed'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The waitlist in its order. */
export function listWaitlist(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournament_registrations')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'waitlisted')
    .orderBy('waitlist_position')
    .orderBy('registered_at')
    .orderBy('id')
    .execute();
}

/** The people a player is entered as: name, gender, ratings by type (profile point, then rank points). */
export function findPlayers(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.is_active',
      'profiles.gender',
      'profiles.single_point',
      'profiles.double_point',
      'rank_points.single_rating',
      'rank_points.double_rating',
    ])
    .where('users.id', 'in', [...userIds])
    .execute();
}

type RegistrationFilters = Omit<RegistrationListQuery, 'page' | 'per_page' | 'sort'>;

function applyFilters<O>(
  query: JoinedQuery<O>,
  tournamentId: number,
  filters: RegistrationFilters,
): JoinedQuery<O> {
  let q = query.where('r.tournament_id', '=', tournamentId);
  if (filters.search) q = q.where(containsText(sql.ref('r.search_text'), foldForSearch(filters.search)));
  if (filters.status) q = q.where('r.status', '=', filters.status);
  if (filters.payment_status) q = q.where('r.payment_status', '=', filters.payment_status);
  return q;
}

const statusRank = sql<number>`case r.status ${sql.join(
  REGISTRATION_STATUSES.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
)} else ${REGISTRATION_STATUSES.length} end`;

const SORT_COLUMNS: Record<RegistrationSortField, SortColumn> = {
  registered_at: 'r.registered_at',
  name: 'r.sort_name',
  dupr_rating: 'r.dupr_rating',
  status: statusRank,
  waitlist_position: 'r.waitlist_position',
  seed: 'r.seed',
  final_place: 'r.final_place',
};

/** Sorted by these, entries without a value come last whichever way. */
const NULLABLE_SORTS: ReadonlySet<RegistrationSortField> = new Set([
  'dupr_rating',
  'waitlist_position',
  'seed',
  'final_place',
]);

/** One page of a tournament's entries and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listRegistrationPage(
  db: Db,
  tournamentId: number,
  query: RegistrationFilters & Pick<RegistrationListQuery, 'sort'>,
  start: PageStart,
) {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: SORT_COLUMNS[field],
    id: 'r.id',
    direction,
    nullable: NULLABLE_SORTS.has(field),
    nulls: 'last',
  };
  return keysetPage(applyFilters(registrationsWithPeople(db), tournamentId, query), key, start).execute();
}

export async function countRegistrations(
  db: Db,
  tournamentId: number,
  filters: RegistrationFilters,
): Promise<number> {
  const count = await applyFilters(
    joinedRegistrations(db).select((eb) => eb.fn.countAll<number>().as('total')),
    tournamentId,
    filters,
  ).executeTakeFirstOrThrow();
  return Number(count.total);
}

export async function countRegistrationStats(db: Db, tournamentId: number) {
  const [rows, collected] = await Promise.all([
    db
      .selectFrom('tournament_registrations')
      .select((eb) => ['status', 'payment_status', eb.fn.countAll<number>().as('count')])
      .where('tournament_id', '=', tournamentId)
      .groupBy(['status', 'payment_status'])
      .execute(),
    db
      .selectFrom('tournament_registrations as r')
      .innerJoin('payments', 'payments.id', 'r.payment_id')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('payments.amount'), sql<number>`0`).as('amount'),
        eb.fn.coalesce(eb.fn.sum<number>('payments.refunded_amount'), sql<number>`0`).as('refunded'),
      ])
      .where('r.tournament_id', '=', tournamentId)
      .where('payments.status', 'in', ['completed', 'refunded'])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ status: row.status, payment: row.payment_status, count: Number(row.count) })),
    collected: Number(collected.amount) - Number(collected.refunded),
  };
}

export interface CandidateFilter {
  tournamentId: number;
  /** The folded term: the users' search text holds it (name, e-mail, username, phone). */
  folded: string;
  /** A 2-letter term matches whole words only ("An", not every "Lan" and "Thanh"). */
  wholeWord: boolean;
  /** Left out (the player looking for a partner). */
  exceptUserId?: number;
  /** Only users whose profile gives this gender (mixed doubles). */
  gender?: 'male' | 'female';
  /** Keyset: the rows after this one in name order. */
  after?: { sortName: string; id: number };
  limit: number;
}

/**
 * Active users matching the term who are not entered in the tournament, in name order, with
 * what an entry needs of them (gender, ratings).
 */
export function listCandidateUsers(db: Db, filter: CandidateFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.sort_name',
      'profiles.gender',
      'profiles.single_point',
      'profiles.double_point',
      'rank_points.single_rating',
      'rank_points.double_rating',
    ])
    .where('users.is_active', '=', true)
    .where(
      filter.wholeWord
        ? containsText(sql`' ' || users.search_text || ' '`, ` ${filter.folded} `)
        : matchesSearch(db, 'users', filter.folded),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('tournament_entrants')
            .select('tournament_entrants.user_id')
            .whereRef('tournament_entrants.user_id', '=', 'users.id')
            .where('tournament_entrants.tournament_id', '=', filter.tournamentId),
        ),
      ),
    );
  if (filter.exceptUserId !== undefined) query = query.where('users.id', '!=', filter.exceptUserId);
  if (filter.gender) query = query.where('profiles.gender', '=', filter.gender);
  const { after } = filter;
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('users.sort_name', '>', after.sortName),
        eb.and([eb('users.sort_name', '=', after.sortName), eb('users.id', '>', after.id)]),
      ]),
    );
  return query.orderBy('users.sort_name').orderBy('users.id').limit(filter.limit).execute();
}

/** A user's name (undefined: no such user). */
export function findUserName(db: Db, userId: number) {
  return db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
}

/** The gender a user's profile gives (null: no profile, or none given). */
export async function findUserGender(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('gender')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.gender ?? null;
}
