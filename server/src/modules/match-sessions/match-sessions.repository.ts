import {
  foldForSearch,
  type MatchSessionListQuery,
  type MatchSessionType,
  type SessionCandidateQuery,
} from '@pickleball/domain';
import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import { matchesSearch } from '../../db/search';
import type { MatchSessionGamesTable, MatchSessionsTable } from './match-sessions.table';

export type SessionRow = Omit<MatchSessionsTable, 'id' | 'search_text'> & { id: number };
export type SessionValues = Omit<MatchSessionsTable, 'id'>;
export type SessionGameRow = Selectable<MatchSessionGamesTable>;
/** The event's columns (issue 31 §1). */
export type SessionEventValues = Pick<
  MatchSessionsTable,
  | 'date'
  | 'start_time'
  | 'end_time'
  | 'time_zone'
  | 'starts_at'
  | 'ends_at'
  | 'venue_court_id'
  | 'venue'
  | 'court_names'
  | 'player_cap'
  | 'rating_min'
  | 'rating_max'
  | 'fee'
  | 'currency'
  | 'visibility'
  | 'organiser_id'
  | 'cancel_cutoff_minutes'
>;
export type SessionGameValues = Insertable<MatchSessionGamesTable>;

export const SESSION_COLUMNS = [
  'match_sessions.id',
  'match_sessions.name',
  'match_sessions.status',
  'match_sessions.match_type',
  'match_sessions.club_id',
  'match_sessions.best_of',
  'match_sessions.target_points',
  'match_sessions.win_by',
  'match_sessions.match_duration_minutes',
  'match_sessions.courts',
  'match_sessions.seed',
  'match_sessions.balance_by_rating',
  'match_sessions.full_cycle_rounds',
  'match_sessions.rounds_count',
  'match_sessions.total_matches',
  'match_sessions.fairness_score',
  'match_sessions.fairness_label',
  'match_sessions.created_by',
  'match_sessions.created_at',
  'match_sessions.updated_at',
  'match_sessions.started_at',
  'match_sessions.completed_at',
  'match_sessions.cancelled_at',
  'match_sessions.date',
  'match_sessions.start_time',
  'match_sessions.end_time',
  'match_sessions.time_zone',
  'match_sessions.starts_at',
  'match_sessions.ends_at',
  'match_sessions.venue_court_id',
  'match_sessions.venue',
  'match_sessions.court_names',
  'match_sessions.player_cap',
  'match_sessions.rating_min',
  'match_sessions.rating_max',
  'match_sessions.fee',
  'match_sessions.currency',
  'match_sessions.visibility',
  'match_sessions.organiser_id',
  'match_sessions.cancel_cutoff_minutes',
] as const;

/** The column holding a player's rating for this kind of play. */
export const ratingColumn = (type: MatchSessionType) =>
  type === 'singles' ? ('rank_points.single_rating' as const) : ('rank_points.double_rating' as const);

export async function insertSession(db: Db, values: SessionValues): Promise<number> {
  const { id } = await db
    .insertInto('match_sessions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSession(db: Db, id: number, values: Partial<SessionValues>): Promise<void> {
  await db.updateTable('match_sessions').set(values).where('id', '=', id).execute();
}

export const findSessionRow = (db: Db, id: number): Promise<SessionRow | undefined> =>
  db
    .selectFrom('match_sessions')
    .select(SESSION_COLUMNS)
    .where('match_sessions.id', '=', id)
    .executeTakeFirst();

/** The session's row, locked for the transaction's change (PostgreSQL; SQLite writes one at a time). */
export const lockSessionRow = (db: Db, id: number, dialect: 'sqlite' | 'postgres') =>
  db
    .selectFrom('match_sessions')
    .select(SESSION_COLUMNS)
    .where('match_sessions.id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export async function insertSessionPlayers(db: Db, sessionId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insertInto('match_session_players')
    .values(userIds.map((user_id, index) => ({ session_id: sessionId, user_id, position: index + 1 })))
    .execute();
}

export async function insertSessionGames(db: Db, games: readonly SessionGameValues[]) {
  // Chunked: a 64-player session has up to 1,000 games and SQLite binds at most 32,766 values.
  for (let start = 0; start < games.length; start += 500)
    await db
      .insertInto('match_session_games')
      .values(games.slice(start, start + 500))
      .execute();
}

/** The session's players in schedule order, with their rating for the session's kind of play. */
export function listSessionPlayers(db: Db, sessionId: number, type: MatchSessionType) {
  return db
    .selectFrom('match_session_players')
    .innerJoin('users', 'users.id', 'match_session_players.user_id')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.username', `${ratingColumn(type)} as rating`])
    .select(['match_session_players.arrived_round', 'match_session_players.left_after_round'])
    .where('match_session_players.session_id', '=', sessionId)
    .orderBy('match_session_players.position')
    .execute();
}

export const listSessionGames = (db: Db, sessionId: number): Promise<SessionGameRow[]> =>
  db
    .selectFrom('match_session_games')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('round')
    .orderBy('court')
    .orderBy('id')
    .execute();

/** Changes one game's row (its players, or the match it became). */
export async function updateSessionGameRow(db: Db, gameId: number, values: Partial<SessionGameValues>) {
  await db.updateTable('match_session_games').set(values).where('id', '=', gameId).execute();
}

/** Deletes one game of a session. */
export async function deleteSessionGame(db: Db, gameId: number): Promise<void> {
  await db.deleteFrom('match_session_games').where('id', '=', gameId).execute();
}

/** Deletes the session with its games and players (games, players, then the session). */
export async function deleteSessionRows(db: Db, id: number): Promise<void> {
  await db.deleteFrom('match_session_games').where('session_id', '=', id).execute();
  await db.deleteFrom('match_session_players').where('session_id', '=', id).execute();
  await db.deleteFrom('match_sessions').where('id', '=', id).execute();
}

export const findSessionGame = (db: Db, sessionId: number, gameId: number) =>
  db
    .selectFrom('match_session_games')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('id', '=', gameId)
    .executeTakeFirst();

/** The users among these ids, with their rating for this kind of play. */
export function findUsersWithRatings(db: Db, userIds: readonly number[], type: MatchSessionType) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.username', `${ratingColumn(type)} as rating`])
    .where('users.id', 'in', [...new Set(userIds)])
    .execute();
}

type SessionsQuery = SelectQueryBuilder<Database, 'match_sessions', object>;

function applyFilters(db: Db, query: SessionsQuery, filters: MatchSessionListQuery): SessionsQuery {
  let q = query;
  if (filters.search) q = q.where(matchesSearch(db, 'match_sessions', foldForSearch(filters.search)));
  if (filters.status) q = q.where('match_sessions.status', '=', filters.status);
  if (filters.match_type) q = q.where('match_sessions.match_type', '=', filters.match_type);
  if (filters.club_id) q = q.where('match_sessions.club_id', '=', filters.club_id);
  if (filters.from) q = q.where('match_sessions.date', '>=', filters.from);
  if (filters.to) q = q.where('match_sessions.date', '<=', filters.to);
  return q;
}

/** One page and one row more (see db/keyset.ts), by offset or after a cursor, with the total. */
export async function listSessionPage(db: Db, query: MatchSessionListQuery, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = { column: `match_sessions.${field}`, id: 'match_sessions.id', direction };
  const [rows, total] = await Promise.all([
    keysetPage(
      applyFilters(db, db.selectFrom('match_sessions'), query).select(SESSION_COLUMNS),
      key,
      start,
    ).execute(),
    countRows(db, applyFilters(db, db.selectFrom('match_sessions'), query)),
  ]);
  return { rows, total };
}

/** Per session: its players and its games whose match has a final result (won by a team). */
export async function countSessionProgress(db: Db, sessionIds: readonly number[]) {
  if (sessionIds.length === 0)
    return { players: new Map<number, number>(), played: new Map<number, number>() };
  const [players, played] = await Promise.all([
    db
      .selectFrom('match_session_players')
      .select((eb) => ['session_id', eb.fn.countAll<number>().as('count')])
      .where('session_id', 'in', sessionIds)
      .groupBy('session_id')
      .execute(),
    db
      .selectFrom('match_session_games')
      .innerJoin('matches', 'matches.id', 'match_session_games.match_id')
      .select((eb) => ['match_session_games.session_id', eb.fn.countAll<number>().as('count')])
      .where('match_session_games.session_id', 'in', sessionIds)
      .where('matches.winner_team', 'is not', null)
      .where('matches.status', '!=', 'voided')
      .groupBy('match_session_games.session_id')
      .execute(),
  ]);
  return {
    players: new Map(players.map((row) => [row.session_id, Number(row.count)])),
    played: new Map(played.map((row) => [row.session_id, Number(row.count)])),
  };
}

export async function countSessionsByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('match_sessions')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export async function findClubName(db: Db, clubId: number) {
  return db.selectFrom('clubs').select(['id', 'name']).where('id', '=', clubId).executeTakeFirst();
}

/** The id and name of each of these clubs (none asked, none read). */
export async function findClubNames(db: Db, clubIds: readonly number[]) {
  if (clubIds.length === 0) return [];
  return db.selectFrom('clubs').select(['id', 'name']).where('id', 'in', clubIds).execute();
}

/** The state of each of these matches: status, live status and winning team. */
export const findMatchStates = (db: Db, matchIds: readonly number[]) =>
  db
    .selectFrom('matches')
    .select(['id', 'status', 'live_status', 'winner_team'])
    .where('id', 'in', [...matchIds])
    .execute();

/** A match's status and live status, if it exists. */
export const findMatchProgress = (db: Db, matchId: number) =>
  db.selectFrom('matches').select(['status', 'live_status']).where('id', '=', matchId).executeTakeFirst();

/** A match's event name, if it exists. */
export const findMatchEvent = (db: Db, matchId: number) =>
  db.selectFrom('matches').select('event').where('id', '=', matchId).executeTakeFirst();

/** Sets a match's search text and update time (its revision is left as it is). */
export async function updateMatchSearchText(db: Db, matchId: number, searchText: string, updatedAt: string) {
  await db
    .updateTable('matches')
    .set({ search_text: searchText, updated_at: updatedAt })
    .where('id', '=', matchId)
    .execute();
}

/** Of these matches, those not voided, approved or verified: id, status and live status. */
export const findVoidableMatches = (db: Db, matchIds: readonly number[]) =>
  db
    .selectFrom('matches')
    .select(['id', 'status', 'live_status'])
    .where('id', 'in', matchIds)
    .where('status', 'not in', ['voided', 'approved', 'verified'])
    .execute();

/**
 * Whom the generator offers: the club's active members first (by name), then, with a search term,
 * other active users whose name, username or e-mail matches it.
 */
export async function findCandidates(db: Db, query: SessionCandidateQuery) {
  const clubMembers = query.club_id
    ? db
        .selectFrom('club_members')
        .select('club_members.user_id')
        .where('club_members.club_id', '=', query.club_id)
    : null;
  let q = db
    .selectFrom('users')
    .leftJoin('rank_points', 'rank_points.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.username', `${ratingColumn(query.match_type)} as rating`])
    .where('users.is_active', '=', true);
  if (query.search) {
    // As the match form's search: a 2-letter term must be a whole word ("Vy", "Ly").
    const folded = foldForSearch(query.search);
    q = q.where(
      folded.length >= 3
        ? containsText(sql.ref('users.search_text'), folded)
        : containsText(sql`' ' || users.search_text || ' '`, ` ${folded} `),
    );
  } else if (clubMembers) q = q.where('users.id', 'in', clubMembers);
  else return [];
  const memberFirst = clubMembers
    ? sql<number>`case when ${sql.ref('users.id')} in (${clubMembers}) then 0 else 1 end`
    : sql<number>`1`;
  const rows = await q
    .select(memberFirst.as('member_rank'))
    .orderBy('member_rank')
    .orderBy('users.sort_name')
    .orderBy('users.id')
    .limit(query.limit)
    .execute();
  return rows.map(({ member_rank, ...row }) => ({ ...row, club_member: Number(member_rank) === 0 }));
}

/**
 * Active users among these ids with the language they read, and whether they can get a push (an
 * enabled token): a player without the app is told by SMS too.
 */
export async function listPushReachable(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const [people, tokens] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('id', 'in', [...new Set(userIds)])
      .where('is_active', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('push_tokens')
      .select('user_id')
      .where('user_id', 'in', [...new Set(userIds)])
      .where('enabled', '=', true)
      .execute(),
  ]);
  const reachable = new Set(tokens.map((token) => token.user_id));
  return people.map((person) => ({ ...person, has_push: reachable.has(person.id) }));
}
