import {
  callScore,
  countMatchGamesWon,
  isPublicMatchStatus,
  type LiveStatus,
  type MatchState,
  type MatchWorkflowStatus,
  type Scoreboard,
  type Team,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import { toMatchRulesFields } from './matches.mapper';
import {
  findMatchRow,
  findMatchRowsByIds,
  listGamesOfMatches,
  listPlayersOfMatches,
  type MatchRow,
} from './matches.repository';

const teamNumber = (team: Team): 1 | 2 => (team === 'A' ? 1 : 2);

export function parseLiveState(row: Pick<MatchRow, 'live_state'>): MatchState | null {
  return row.live_state ? (JSON.parse(row.live_state) as MatchState) : null;
}

/**
 * The public scoreboard of a match anyone may see (isPublicMatchStatus: live or played, not
 * voided), or null: a draft, a voided match and an unknown id look the same from outside, so
 * walking the sequential ids learns nothing about matches that are not public.
 */
export async function findPublicScoreboard(db: Db, id: number): Promise<Scoreboard | null> {
  const row = await findMatchRow(db, id);
  if (!row || !isPublicMatchStatus(row.status)) return null;
  return buildScoreboard(db, row);
}

/** Of these matches, the ones whose scoreboard room anyone may join (the same rule). */
export async function listPublicMatchIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await findMatchRowsByIds(db, ids);
  return new Set(rows.filter((row) => isPublicMatchStatus(row.status)).map((row) => row.id));
}

/**
 * What the public scoreboard shows of a match: names only (no contact details), the games, and
 * while it is scored live, who serves from where and the referee's call.
 */
export async function buildScoreboard(db: Db, row: MatchRow): Promise<Scoreboard> {
  const [players, games] = await Promise.all([
    listPlayersOfMatches(db, [row.id]),
    listGamesOfMatches(db, [row.id]),
  ]);
  const state = parseLiveState(row);
  const names = (team: number) =>
    players.filter((player) => player.team === team).map(({ name }) => ({ name }));
  const matchGames = games.map(({ game_number, team1, team2 }) => ({ game_number, team1, team2 }));
  const fields = toMatchRulesFields(row);
  const current = state ? state.games[state.games.length - 1] : undefined;
  const lastGame = matchGames[matchGames.length - 1];
  const serving = state && state.status === 'in_progress' ? state.serving : null;
  const servingTeam = serving ? teamNumber(serving.team) : null;
  return {
    match_id: row.id,
    event: row.event,
    location: row.location,
    played_at: toIso(row.played_at),
    discipline: fields.discipline,
    best_of: row.best_of,
    status: row.status as MatchWorkflowStatus,
    live_status: (row.live_status as LiveStatus | null) ?? null,
    team1: names(1),
    team2: names(2),
    games: matchGames,
    games_won: state
      ? { team1: state.gamesWon.A, team2: state.gamesWon.B }
      : countMatchGamesWon(fields, matchGames),
    game_number: state ? state.gameNumber : lastGame ? lastGame.game_number : null,
    current: current
      ? { team1: current.A, team2: current.B }
      : lastGame
        ? { team1: lastGame.team1, team2: lastGame.team2 }
        : null,
    serving:
      serving && servingTeam
        ? {
            team: servingTeam,
            server_number: serving.serverNumber,
            player_name:
              players.find((player) => player.team === servingTeam && player.position === serving.player)
                ?.name ?? null,
            court_side: serving.courtSide,
          }
        : null,
    call: state ? callScore(state) : null,
    left_team: state ? teamNumber(state.ends.left) : null,
    winner_team: row.winner_team === 1 || row.winner_team === 2 ? row.winner_team : null,
    revision: row.revision,
    updated_at: toIso(row.updated_at),
  };
}
