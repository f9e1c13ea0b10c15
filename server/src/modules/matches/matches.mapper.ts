import {
  buildSearchText,
  type ConfirmationStatus,
  callScore,
  countMatchGamesWon,
  findMatchWinner,
  foldForSearch,
  type LiveSession,
  type LiveStatus,
  type Match,
  type MatchDiscipline,
  type MatchInput,
  type MatchPlayer,
  type MatchRulesFields,
  type MatchState,
  type MatchWorkflowStatus,
  type ScoreType,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { listConfirmationsOfMatches } from './matches.confirmations.repository';
import {
  type ConfirmationRow,
  findUserNames,
  findVenueNames,
  listGamesOfMatches,
  listPlayersOfMatches,
  type MatchGameRow,
  type MatchPlayerRow,
  type MatchRow,
} from './matches.repository';

type People = Map<number, { id: number; name: string }>;
type Venues = { courts: People; clubs: People };

/** The fields of a match row the scoring rules are made of. */
export function toMatchRulesFields(row: MatchRow): MatchRulesFields {
  return {
    discipline: row.discipline as MatchDiscipline,
    best_of: row.best_of,
    target_points: row.target_points,
    win_by: row.win_by,
    tiebreak_target: row.tiebreak_target,
    score_type: row.score_type as ScoreType,
  };
}

const asTeam = (value: number | null): 1 | 2 | null => (value === 1 || value === 2 ? value : null);

export function toMatch(
  row: MatchRow,
  players: readonly MatchPlayerRow[],
  games: readonly MatchGameRow[],
  confirmations: readonly ConfirmationRow[],
  people: People,
  venues: Venues = { courts: new Map(), clubs: new Map() },
): Match {
  const team = (n: number): MatchPlayer[] =>
    players.filter((player) => player.team === n).map(({ id, name, username }) => ({ id, name, username }));
  const matchGames = games.map(({ game_number, team1, team2 }) => ({ game_number, team1, team2 }));
  const fields = toMatchRulesFields(row);
  const person = (id: number | null) => {
    const found = id === null ? undefined : people.get(id);
    return found ? { id: found.id, name: found.name } : null;
  };
  const teamOf = (userId: number) => (players.find((player) => player.id === userId)?.team === 2 ? 2 : 1);
  return {
    id: row.id,
    event: row.event,
    session_game:
      row.session_round !== null && row.session_court !== null
        ? { round: row.session_round, court: row.session_court }
        : null,
    location: row.location,
    court: (row.court_id !== null && venues.courts.get(row.court_id)) || null,
    club: (row.club_id !== null && venues.clubs.get(row.club_id)) || null,
    played_at: toIso(row.played_at),
    ...fields,
    format: row.format as Match['format'],
    notes: row.notes,
    is_certified: toBool(row.is_certified),
    status: row.status as MatchWorkflowStatus,
    winner_team: asTeam(row.winner_team),
    team1: team(1),
    team2: team(2),
    games: matchGames,
    games_won: countMatchGamesWon(fields, matchGames),
    live_status: (row.live_status as LiveStatus | null) ?? null,
    confirmations: confirmations.map((confirmation) => ({
      player: { id: confirmation.user_id, name: confirmation.name, username: confirmation.username },
      team: teamOf(confirmation.user_id),
      status: confirmation.status as ConfirmationStatus,
      reason: confirmation.reason,
      responded_at: toIsoOrNull(confirmation.responded_at),
    })),
    status_reason: row.status_reason,
    created_by: person(row.created_by),
    reviewed_by: person(row.reviewed_by),
    submitted_at: toIsoOrNull(row.submitted_at),
    reviewed_at: toIsoOrNull(row.reviewed_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Matches with their players, games and confirmations, in three queries whatever their number. */
export async function loadMatches(db: Db, rows: readonly MatchRow[]): Promise<Match[]> {
  const ids = rows.map((row) => row.id);
  const [players, games, confirmations, people, venues] = await Promise.all([
    listPlayersOfMatches(db, ids),
    listGamesOfMatches(db, ids),
    listConfirmationsOfMatches(db, ids),
    findUserNames(
      db,
      rows.flatMap((row) => [row.created_by, row.reviewed_by]).filter((id): id is number => id !== null),
    ),
    findVenueNames(
      db,
      rows.flatMap((row) => (row.court_id === null ? [] : [row.court_id])),
      rows.flatMap((row) => (row.club_id === null ? [] : [row.club_id])),
    ),
  ]);
  return rows.map((row) =>
    toMatch(
      row,
      players.filter((player) => player.match_id === row.id),
      games.filter((game) => game.match_id === row.id),
      confirmations.filter((confirmation) => confirmation.match_id === row.id),
      people,
      venues,
    ),
  );
}

/** A match's live scoring session as the referee's device reads it. */
export function toLiveSession(row: MatchRow, state: MatchState): LiveSession {
  return {
    match_id: row.id,
    live_status: (row.live_status as LiveStatus | null) ?? 'active',
    seq: row.live_seq,
    sides_swapped: toBool(row.sides_swapped),
    state: state as unknown as Record<string, unknown>,
    call: callScore(state),
  };
}

/** A match's row values from its input (the winner from the games, the folded event and search text). */
export function matchValues(input: MatchInput, playerNames: string[], venue: { courtName: string | null }) {
  return {
    event: input.event,
    location: input.location,
    court_id: input.court_id,
    club_id: input.club_id,
    played_at: new Date(input.played_at).toISOString(),
    discipline: input.discipline,
    format: input.format,
    best_of: input.best_of,
    target_points: input.target_points,
    win_by: input.win_by,
    tiebreak_target: input.tiebreak_target,
    score_type: input.score_type,
    notes: input.notes,
    winner_team: findMatchWinner(input, input.games),
    event_key: foldForSearch(input.event).slice(0, 200),
    search_text: buildSearchText([input.event, input.location, venue.courtName, ...playerNames]),
  };
}
