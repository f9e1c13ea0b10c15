/**
 * Reading match sessions: the list, one session with its rounds and the live state of their
 * matches, and the night's statistics (from the matches' own players and scores, so a result
 * corrected in the matches module counts as corrected here).
 */
import {
  describeSchedule,
  type FairnessLabel,
  MATCH_SESSION_STATUSES,
  type MatchPlayer,
  type MatchSession,
  type MatchSessionCalendarItem,
  type MatchSessionListQuery,
  type MatchSessionStats,
  type MatchSessionStatus,
  type MatchSessionType,
  type PairMeeting,
  type SessionCalendarQuery,
  type SessionCandidateQuery,
  type SessionGame,
  type SessionStatistics,
  type Standing,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { findUserNames, listGamesOfMatches, listPlayersOfMatches } from '../matches/matches.repository';
import { gameTeams, toRating, toSessionEvent } from './match-sessions.mapper';
import { findCourtNames, listSessionsBetween } from './match-sessions.plan.repository';
import {
  countSessionProgress,
  countSessionsByStatus,
  findCandidates,
  findClubName,
  findClubNames,
  findMatchStates,
  findSessionRow,
  listSessionGames,
  listSessionPage,
  listSessionPlayers,
  type SessionGameRow,
  type SessionRow,
} from './match-sessions.repository';

/** The players there in round `round` (1-based), in schedule order. */
export function presentIn(
  players: readonly { id: number; arrived_round: number; left_after_round: number | null }[],
  round: number,
): number[] {
  return players
    .filter(
      (player) =>
        Number(player.arrived_round) <= round &&
        (player.left_after_round === null || Number(player.left_after_round) >= round),
    )
    .map((player) => player.id);
}

/** The games grouped by round, rounds numbered 1..r in order (a removed game leaves no gap). */
export function groupRounds<T extends { round: number }>(games: readonly T[]): T[][] {
  const rounds = new Map<number, T[]>();
  for (const game of games) rounds.set(game.round, [...(rounds.get(game.round) ?? []), game]);
  return [...rounds.keys()].sort((a, b) => a - b).map((round) => rounds.get(round) as T[]);
}

/** A match "has a result" once a team won it and it was not voided. */
const isDecided = (match: { winner_team: number | null; status: string }) =>
  match.winner_team !== null && match.status !== 'voided';

async function loadSessionMatches(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return { rows: new Map(), players: [], games: [] };
  const [rows, players, games] = await Promise.all([
    findMatchStates(db, matchIds),
    listPlayersOfMatches(db, matchIds),
    listGamesOfMatches(db, matchIds),
  ]);
  return { rows: new Map(rows.map((row) => [row.id, row])), players, games };
}

export async function buildSession(db: Db, row: SessionRow): Promise<MatchSession> {
  const type = row.match_type as MatchSessionType;
  const [players, games, club] = await Promise.all([
    listSessionPlayers(db, row.id, type),
    listSessionGames(db, row.id),
    row.club_id === null ? undefined : findClubName(db, row.club_id),
  ]);
  const [people, courts] = await Promise.all([
    findUserNames(
      db,
      [row.created_by, row.organiser_id].filter((id): id is number => id !== null),
    ),
    findCourtNames(db, row.venue_court_id === null ? [] : [row.venue_court_id]),
  ]);
  const creator = row.created_by === null ? undefined : people.get(row.created_by);
  const matchIds = games.flatMap((game) => (game.match_id === null ? [] : [game.match_id]));
  const matches = await loadSessionMatches(db, matchIds);
  const person = new Map<number, MatchPlayer>(
    players.map(({ id, name, username }) => [id, { id, name, username }]),
  );
  const refs = (ids: readonly number[]) => ids.flatMap((id) => person.get(id) ?? []);
  const playerIds = players.map((player) => player.id);
  const rounds = groupRounds(games);
  const toGame = (game: SessionGameRow, round: number): SessionGame => {
    const match = game.match_id === null ? undefined : matches.rows.get(game.match_id);
    const teams = gameTeams(game);
    // The match's own players once it exists (the matches module may have changed them).
    const matchTeam = (team: number) =>
      matches.players
        .filter((player) => player.match_id === game.match_id && player.team === team)
        .map(({ id, name, username }) => ({ id, name, username }));
    return {
      id: game.id,
      round,
      court: game.court,
      called_at: toIsoOrNull(game.called_at),
      call_count: Number(game.call_count),
      team1: match ? matchTeam(1) : refs(teams.team1),
      team2: match ? matchTeam(2) : refs(teams.team2),
      match: match
        ? {
            id: match.id,
            status: match.status,
            live_status: match.live_status,
            winner_team: match.winner_team,
            games: matches.games
              .filter((score) => score.match_id === match.id)
              .map(({ game_number, team1, team2 }) => ({ game_number, team1, team2 })),
          }
        : null,
    };
  };
  const ratings = players.map((player) => toRating(player.rating));
  return {
    id: row.id,
    name: row.name,
    status: row.status as MatchSessionStatus,
    match_type: type,
    club: club ?? null,
    best_of: row.best_of,
    target_points: row.target_points,
    win_by: row.win_by,
    match_duration_minutes: row.match_duration_minutes,
    courts: row.courts,
    seed: Number(row.seed),
    balance_by_rating: toBool(row.balance_by_rating),
    ...toSessionEvent(row, new Map(courts.map((court) => [court.id, court])), people),
    players: players.map((player) => ({
      id: player.id,
      name: player.name,
      username: player.username,
      rating: toRating(player.rating),
      arrived_round: Number(player.arrived_round),
      left_after_round: player.left_after_round === null ? null : Number(player.left_after_round),
    })),
    rounds: rounds.map((round, index) => {
      const sessionGames = round.map((game) => toGame(game, index + 1));
      // Who sat out: those there that round (not yet arrived, or gone, is not sitting out).
      const there = presentIn(players, index + 1);
      return {
        number: index + 1,
        games: sessionGames,
        sitting_out: refs(
          there.filter((id) => !round.some((game) => Object.values(gameTeams(game)).flat().includes(id))),
        ),
      };
    }),
    ...describeSchedule(
      type,
      rounds.map((round) => ({ games: round.map(gameTeams) })),
      playerIds,
      {
        matchDurationMinutes: row.match_duration_minutes,
        fullCycleRounds: row.full_cycle_rounds,
        ratings,
      },
    ),
    played_matches: [...matches.rows.values()].filter(isDecided).length,
    created_by: creator ? { id: creator.id, name: creator.name } : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    started_at: toIsoOrNull(row.started_at),
    completed_at: toIsoOrNull(row.completed_at),
    cancelled_at: toIsoOrNull(row.cancelled_at),
  };
}

export async function loadSession(db: Db, id: number): Promise<MatchSession> {
  const row = await findSessionRow(db, id);
  if (!row) throw notFound();
  return buildSession(db, row);
}

export const getSession = (ctx: ServiceContext, id: number) => loadSession(ctx.db, id);

export async function listSessions(ctx: ServiceContext, query: MatchSessionListQuery) {
  const window = listWindow(query, sortToken(query.sort));
  const found = await listSessionPage(ctx.db, query, window);
  const { rows, meta } = pageOf(window, found.total, found.rows);
  const ids = rows.map((row) => row.id);
  const clubIds = [...new Set(rows.flatMap((row) => (row.club_id === null ? [] : [row.club_id])))];
  const peopleIds = rows.flatMap((row) =>
    [row.created_by, row.organiser_id].filter((id): id is number => id !== null),
  );
  const courtIds = rows.flatMap((row) => (row.venue_court_id === null ? [] : [row.venue_court_id]));
  const [progress, clubs, creators, courts] = await Promise.all([
    countSessionProgress(ctx.db, ids),
    findClubNames(ctx.db, clubIds),
    findUserNames(ctx.db, peopleIds),
    findCourtNames(ctx.db, courtIds),
  ]);
  const clubName = new Map(clubs.map((club) => [club.id, club]));
  const courtName = new Map(courts.map((court) => [court.id, court]));
  return {
    data: rows.map((row) => {
      const creator = row.created_by === null ? undefined : creators.get(row.created_by);
      return {
        id: row.id,
        name: row.name,
        status: row.status as MatchSessionStatus,
        match_type: row.match_type as MatchSessionType,
        club: row.club_id === null ? null : (clubName.get(row.club_id) ?? null),
        total_matches: row.total_matches,
        played_matches: progress.played.get(row.id) ?? 0,
        players_count: progress.players.get(row.id) ?? 0,
        rounds_count: row.rounds_count,
        fairness_score: row.fairness_score,
        fairness_label: row.fairness_label as FairnessLabel,
        created_by: creator ? { id: creator.id, name: creator.name } : null,
        created_at: toIso(row.created_at),
        started_at: toIsoOrNull(row.started_at),
        ...toSessionEvent(row, courtName, creators),
      };
    }),
    meta,
  };
}

/** GET /match-sessions/calendar: the sessions of the days shown, at their real times. */
export async function listSessionCalendar(
  ctx: ServiceContext,
  query: SessionCalendarQuery,
): Promise<MatchSessionCalendarItem[]> {
  const rows = await listSessionsBetween(ctx.db, query.from, query.to);
  const clubIds = [...new Set(rows.flatMap((row) => (row.club_id === null ? [] : [row.club_id])))];
  const courtIds = rows.flatMap((row) => (row.venue_court_id === null ? [] : [row.venue_court_id]));
  const [progress, clubs, courts] = await Promise.all([
    countSessionProgress(
      ctx.db,
      rows.map((row) => row.id),
    ),
    findClubNames(ctx.db, clubIds),
    findCourtNames(ctx.db, courtIds),
  ]);
  const clubName = new Map(clubs.map((club) => [club.id, club]));
  const courtName = new Map(courts.map((court) => [court.id, court]));
  return rows.map((row) => {
    const event = toSessionEvent(row, courtName, new Map());
    return {
      id: row.id,
      name: row.name,
      status: row.status as MatchSessionStatus,
      match_type: row.match_type as MatchSessionType,
      club: row.club_id === null ? null : (clubName.get(row.club_id) ?? null),
      date: event.date,
      start_time: event.start_time,
      end_time: event.end_time,
      starts_at: event.starts_at,
      ends_at: event.ends_at,
      venue_court: event.venue_court,
      venue: event.venue,
      player_cap: event.player_cap,
      players_count: progress.players.get(row.id) ?? 0,
    };
  });
}

export async function getSessionStats(ctx: ServiceContext): Promise<MatchSessionStats> {
  const counts = await countSessionsByStatus(ctx.db);
  const byStatus = Object.fromEntries(
    MATCH_SESSION_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
  );
  return {
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    by_status: byStatus as MatchSessionStats['by_status'],
  };
}

export async function findSessionCandidates(ctx: ServiceContext, query: SessionCandidateQuery) {
  const rows = await findCandidates(ctx.db, query);
  return rows.map((row) => ({ ...row, rating: toRating(row.rating) }));
}

/**
 * The night's standings: played, won, lost, points for and against over every decided match,
 * ranked by wins, then point differential, then points scored, then name (in the reader's
 * language); and how often each two players partnered and faced each other.
 */
export async function getSessionStatistics(ctx: ServiceContext, id: number): Promise<SessionStatistics> {
  const row = await findSessionRow(ctx.db, id);
  if (!row) throw notFound();
  const [players, games] = await Promise.all([
    listSessionPlayers(ctx.db, id, row.match_type as MatchSessionType),
    listSessionGames(ctx.db, id),
  ]);
  const matchIds = games.flatMap((game) => (game.match_id === null ? [] : [game.match_id]));
  const matches = await loadSessionMatches(ctx.db, matchIds);
  const lines = new Map(
    players.map(({ id: playerId, name, username }) => [
      playerId,
      {
        player: { id: playerId, name, username },
        played: 0,
        won: 0,
        lost: 0,
        points_for: 0,
        points_against: 0,
      },
    ]),
  );
  const pairs = new Map<string, PairMeeting>();
  const meet = (a: number, b: number, how: 'partnered' | 'opposed') => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const key = `${low}:${high}`;
    const pair = pairs.get(key) ?? { a: low, b: high, partnered: 0, opposed: 0 };
    pair[how] += 1;
    pairs.set(key, pair);
  };
  let played = 0;
  for (const match of matches.rows.values()) {
    if (!isDecided(match)) continue;
    played += 1;
    const scores = matches.games.filter((score) => score.match_id === match.id);
    const team = (n: number) =>
      matches.players.filter((player) => player.match_id === match.id && player.team === n).map((p) => p.id);
    const sides = [team(1), team(2)] as const;
    sides.forEach((side, index) => {
      const own = index === 0 ? 'team1' : 'team2';
      const other = index === 0 ? 'team2' : 'team1';
      for (const playerId of side) {
        const line = lines.get(playerId);
        if (!line) continue;
        line.played += 1;
        if (match.winner_team === index + 1) line.won += 1;
        else line.lost += 1;
        line.points_for += scores.reduce((sum, score) => sum + score[own], 0);
        line.points_against += scores.reduce((sum, score) => sum + score[other], 0);
      }
    });
    for (const side of sides)
      for (let i = 1; i < side.length; i += 1) meet(side[0] as number, side[i] as number, 'partnered');
    for (const a of sides[0]) for (const b of sides[1]) meet(a, b, 'opposed');
  }
  const collator = new Intl.Collator(ctx.locale);
  const standings = [...lines.values()]
    .map((line) => ({ ...line, differential: line.points_for - line.points_against }))
    .sort(
      (x, y) =>
        y.won - x.won ||
        y.differential - x.differential ||
        y.points_for - x.points_for ||
        collator.compare(x.player.name, y.player.name),
    );
  let rank = 0;
  const ranked: Standing[] = standings.map((line, index) => {
    const previous = standings[index - 1];
    const tied =
      previous &&
      previous.won === line.won &&
      previous.differential === line.differential &&
      previous.points_for === line.points_for;
    if (!tied) rank = index + 1;
    return { rank, ...line };
  });
  return {
    played_matches: played,
    total_matches: games.length,
    standings: ranked,
    pairs: [...pairs.values()].sort((x, y) => x.a - y.a || x.b - y.b),
  };
}
