import { foldForSearch, type MatchListQuery } from '@pickleball/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Database, Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey, type WithCursorValue } from '../../db/keyset';
import { type PageSearchPlan, pageSearchCondition, pageSearchPlan } from '../../db/search';
import type {
  MatchConfirmationsTable,
  MatchesTable,
  MatchGamesTable,
  MatchLiveEventsTable,
} from './matches.table';

export type MatchRow = Omit<
  MatchesTable,
  'id' | 'search_text' | 'event_key' | 'live_seq' | 'sides_swapped' | 'revision'
> & {
  id: number;
  live_seq: number;
  sides_swapped: boolean;
  revision: number;
};
export type MatchValues = Omit<
  MatchesTable,
  'id' | 'live_seq' | 'sides_swapped' | 'revision' | 'session_round' | 'session_court'
> &
  Partial<Pick<MatchesTable, 'session_round' | 'session_court'>>;
export type MatchPlayerRow = {
  match_id: number;
  team: number;
  position: number;
  id: number;
  name: string;
  username: string;
};
export type MatchGameRow = MatchGamesTable;
export type ConfirmationRow = MatchConfirmationsTable & { name: string; username: string };
export type LiveEventRow = MatchLiveEventsTable;

const MATCH_COLUMNS = [
  'matches.id',
  'matches.revision',
  'matches.court_id',
  'matches.club_id',
  'matches.event',
  'matches.session_round',
  'matches.session_court',
  'matches.location',
  'matches.played_at',
  'matches.discipline',
  'matches.format',
  'matches.best_of',
  'matches.target_points',
  'matches.win_by',
  'matches.tiebreak_target',
  'matches.score_type',
  'matches.notes',
  'matches.is_certified',
  'matches.status',
  'matches.winner_team',
  'matches.status_reason',
  'matches.live_status',
  'matches.live_state',
  'matches.live_seq',
  'matches.sides_swapped',
  'matches.created_by',
  'matches.reviewed_by',
  'matches.submitted_at',
  'matches.reviewed_at',
  'matches.created_at',
  'matches.updated_at',
] as const;

/** The names of these courts and clubs, for the matches that name them. */
export async function findVenueNames(db: Db, courtIds: readonly number[], clubIds: readonly number[]) {
  const [courts, clubs] = await Promise.all([
    courtIds.length === 0
      ? []
      : db
          .selectFrom('courts')
          .select(['id', 'name'])
          .where('id', 'in', [...new Set(courtIds)])
          .execute(),
    clubIds.length === 0
      ? []
      : db
          .selectFrom('clubs')
          .select(['id', 'name'])
          .where('id', 'in', [...new Set(clubIds)])
          .execute(),
  ]);
  return {
    courts: new Map(courts.map((court) => [court.id, court])),
    clubs: new Map(clubs.map((club) => [club.id, club])),
  };
}

export async function insertMatch(db: Db, values: MatchValues): Promise<number> {
  const { id } = await db.insertInto('matches').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMatch(
  db: Db,
  id: number,
  values: Partial<MatchValues & { live_seq: number; sides_swapped: boolean }>,
) {
  // Every change raises the revision (callers hold the match's row lock, so it counts one by one).
  await db
    .updateTable('matches')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteMatch(db: Db, id: number): Promise<void> {
  await db.deleteFrom('matches').where('id', '=', id).execute();
}

export async function findMatchRow(db: Db, id: number): Promise<MatchRow | undefined> {
  return db.selectFrom('matches').select(MATCH_COLUMNS).where('matches.id', '=', id).executeTakeFirst();
}

/**
 * The match row locked for a change: on PostgreSQL `FOR UPDATE`, so two referees' devices or two
 * approvers serialise on the row (SQLite has one writer at a time already).
 */
export async function lockMatchRow(
  db: Db,
  id: number,
  dialect: 'sqlite' | 'postgres',
): Promise<MatchRow | undefined> {
  return db
    .selectFrom('matches')
    .select(MATCH_COLUMNS)
    .where('matches.id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function replacePlayers(
  db: Db,
  matchId: number,
  teams: readonly (readonly number[])[],
): Promise<void> {
  await db.deleteFrom('match_players').where('match_id', '=', matchId).execute();
  const rows = teams.flatMap((players, index) =>
    players.map((user_id, position) => ({ match_id: matchId, user_id, team: index + 1, position })),
  );
  if (rows.length > 0) await db.insertInto('match_players').values(rows).execute();
}

export async function replaceGames(
  db: Db,
  matchId: number,
  games: readonly { team1: number; team2: number }[],
): Promise<void> {
  await db.deleteFrom('match_games').where('match_id', '=', matchId).execute();
  if (games.length > 0)
    await db
      .insertInto('match_games')
      .values(games.map((game, index) => ({ match_id: matchId, game_number: index + 1, ...game })))
      .execute();
}

export async function listPlayersOfMatches(db: Db, matchIds: readonly number[]): Promise<MatchPlayerRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_players')
    .innerJoin('users', 'users.id', 'match_players.user_id')
    .select([
      'match_players.match_id',
      'match_players.team',
      'match_players.position',
      'users.id',
      'users.name',
      'users.username',
    ])
    .where('match_players.match_id', 'in', matchIds)
    .orderBy('match_players.match_id')
    .orderBy('match_players.team')
    .orderBy('match_players.position')
    .execute();
}

export async function listGamesOfMatches(db: Db, matchIds: readonly number[]): Promise<MatchGameRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_games')
    .selectAll()
    .where('match_id', 'in', matchIds)
    .orderBy('match_id')
    .orderBy('game_number')
    .execute();
}

export async function findUserNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; username: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Active users whose name, username, e-mail or phone contains the term (folded); a term shorter
 * than 3 characters must be a whole word ("an" finds "Lê An", not "Hoàng Anh").
 */
export async function searchPlayers(db: Db, term: string, limit: number) {
  const folded = foldForSearch(term);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('is_active', '=', true)
    .where(
      folded.length >= 3
        ? containsText(sql.ref('search_text'), folded)
        : containsText(sql`' ' || search_text || ' '`, ` ${folded} `),
    )
    .orderBy('sort_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

type MatchesQuery = SelectQueryBuilder<Database, 'matches', object>;

type MatchFilters = Omit<MatchListQuery, 'page' | 'per_page' | 'sort' | 'cursor'>;

/** `plan`: how a page searches (db/search.ts pageSearchPlan); a count uses the index. */
function applyMatchFilters(
  db: Db,
  query: MatchesQuery,
  filters: MatchFilters,
  plan: PageSearchPlan = 'index',
): MatchesQuery {
  let q = query;
  if (filters.search) q = q.where(pageSearchCondition(db, 'matches', foldForSearch(filters.search), plan));
  if (filters.event) q = q.where(containsText(sql.ref('matches.event_key'), foldForSearch(filters.event)));
  if (filters.status) q = q.where('matches.status', '=', filters.status);
  if (filters.discipline) q = q.where('matches.discipline', '=', filters.discipline);
  if (filters.certified !== undefined) q = q.where('matches.is_certified', '=', filters.certified);
  if (filters.played_from)
    q = q.where('matches.played_at', '>=', new Date(filters.played_from).toISOString());
  if (filters.played_to) {
    const to = /^\d{4}-\d{2}-\d{2}$/.test(filters.played_to)
      ? `${filters.played_to}T23:59:59.999Z`
      : filters.played_to;
    q = q.where('matches.played_at', '<=', new Date(to).toISOString());
  }
  if (filters.player) {
    const player = filters.player;
    // IN, not a correlated EXISTS: both engines then start from the player's few matches (the
    // user index of match_players) instead of testing every match in the list's order.
    q = q.where('matches.id', 'in', (eb) =>
      eb
        .selectFrom('match_players')
        .select('match_players.match_id')
        .where('match_players.user_id', '=', player),
    );
  }
  return q;
}

export function countMatches(db: Db, filters: MatchFilters): Promise<Total> {
  return countRows(db, applyMatchFilters(db, db.selectFrom('matches'), filters));
}

/** One page of matches and one row more (see db/keyset.ts), by offset or after a cursor. */
export async function listMatchPage(
  db: Db,
  query: MatchFilters & Pick<MatchListQuery, 'sort'>,
  start: PageStart,
): Promise<WithCursorValue<MatchRow>[]> {
  const { field, direction } = query.sort;
  const key: SortKey = { column: `matches.${field}`, id: 'matches.id', direction };
  const plan = query.search ? await pageSearchPlan(db, 'matches', foldForSearch(query.search)) : 'index';
  const rows = applyMatchFilters(db, db.selectFrom('matches'), query, plan).select(MATCH_COLUMNS);
  return keysetPage(rows, key, start).execute();
}

export async function countMatchesByStatus(db: Db) {
  const rows = await db
    .selectFrom('matches')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const certified = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_certified', '=', true)
    .executeTakeFirstOrThrow();
  return {
    byStatus: new Map(rows.map((row) => [row.status, Number(row.count)])),
    certified: Number(certified.count),
  };
}

export async function findMatchRowsByIds(db: Db, ids: readonly number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('matches')
    .select(MATCH_COLUMNS)
    .where('matches.id', 'in', ids)
    .orderBy('matches.played_at', 'desc')
    .execute();
}

export async function insertLiveEvent(db: Db, event: LiveEventRow): Promise<void> {
  await db.insertInto('match_live_events').values(event).execute();
}
