import type { MatchPlayer } from '@pickleball/domain';
import type { CourtSide, MatchState, PlayerIndex, Team } from '@pickleball/domain/scoring/scoring.types';

/**
 * What the live screen draws, derived from the engine's state: the court seen from above with the
 * net in the middle, one team at each end. A team at the left end faces right, so its right court
 * is at the bottom of the screen; a team at the right end faces left, its right court at the top.
 * Team A is the match's team 1.
 */

export interface CourtCell {
  court: CourtSide;
  player: MatchPlayer | null;
  isServer: boolean;
  isReceiver: boolean;
}

export interface CourtEnd {
  team: Team;
  /** The match's team number (A = 1). */
  number: 1 | 2;
  players: readonly MatchPlayer[];
  score: number;
  gamesWon: number;
  isServing: boolean;
  /** The cells from the top of the screen to the bottom. */
  cells: [CourtCell, CourtCell];
}

export interface ServeInfo {
  team: Team;
  number: 1 | 2;
  serverNumber: 1 | 2;
  player: MatchPlayer | null;
  courtSide: CourtSide;
}

export interface FinishedGame {
  gameNumber: number;
  team1: number;
  team2: number;
  winner: 1 | 2;
}

export interface CourtModel {
  left: CourtEnd;
  right: CourtEnd;
  serve: ServeInfo;
  gameNumber: number;
  finishedGames: FinishedGame[];
  isOver: boolean;
  /** The winning team number once the match is over. */
  winner: 1 | 2 | null;
}

export const teamNumber = (team: Team): 1 | 2 => (team === 'A' ? 1 : 2);

function playerAt(players: readonly MatchPlayer[], index: PlayerIndex): MatchPlayer | null {
  return players[index] ?? null;
}

/** The player standing in a court: doubles from `rightCourt`; a singles player moves with the serve's side. */
function playerInCourt(
  state: MatchState,
  team: Team,
  court: CourtSide,
  players: readonly MatchPlayer[],
): MatchPlayer | null {
  if (state.rules.discipline === 'singles')
    return court === state.serving.courtSide ? playerAt(players, 0) : null;
  const right = state.rightCourt[team];
  return playerAt(players, court === 'right' ? right : right === 0 ? 1 : 0);
}

function buildEnd(
  state: MatchState,
  team: Team,
  end: 'left' | 'right',
  players: readonly MatchPlayer[],
): CourtEnd {
  const game = state.games[state.games.length - 1] ?? { A: 0, B: 0 };
  const isServing = state.serving.team === team;
  // Serve and return go diagonally: the receiver stands in the court of the same name as the server's.
  const serveCourt = state.serving.courtSide;
  const order: [CourtSide, CourtSide] = end === 'left' ? ['left', 'right'] : ['right', 'left'];
  const cell = (court: CourtSide): CourtCell => ({
    court,
    player: playerInCourt(state, team, court, players),
    isServer: isServing && court === serveCourt && state.status !== 'completed',
    isReceiver: !isServing && court === serveCourt && state.status !== 'completed',
  });
  return {
    team,
    number: teamNumber(team),
    players,
    score: game[team],
    gamesWon: state.gamesWon[team],
    isServing,
    cells: [cell(order[0]), cell(order[1])],
  };
}

export function buildCourtModel(
  state: MatchState,
  teams: { team1: readonly MatchPlayer[]; team2: readonly MatchPlayer[] },
  sidesSwapped: boolean,
): CourtModel {
  const playersOf = (team: Team) => (team === 'A' ? teams.team1 : teams.team2);
  const leftTeam = sidesSwapped ? state.ends.right : state.ends.left;
  const rightTeam = sidesSwapped ? state.ends.left : state.ends.right;
  const servingPlayers = playersOf(state.serving.team);
  const finishedGames: FinishedGame[] = state.games.flatMap((game, index) =>
    game.winner
      ? [{ gameNumber: index + 1, team1: game.A, team2: game.B, winner: teamNumber(game.winner) }]
      : [],
  );
  const isOver = state.status === 'completed';
  return {
    left: buildEnd(state, leftTeam, 'left', playersOf(leftTeam)),
    right: buildEnd(state, rightTeam, 'right', playersOf(rightTeam)),
    serve: {
      team: state.serving.team,
      number: teamNumber(state.serving.team),
      serverNumber: state.serving.serverNumber,
      player: playerAt(servingPlayers, state.serving.player),
      courtSide: state.serving.courtSide,
    },
    gameNumber: state.gameNumber,
    finishedGames,
    isOver,
    winner: isOver && state.winner ? teamNumber(state.winner) : null,
  };
}
