import type { CourtSide, PlayerIndex, RightCourt, Score, Serving, Team } from './scoring.types';

/** What one rally changes inside a game; the engine then decides whether the game is over. */
export interface RallyOutcome {
  score: Score;
  serving: Serving;
  rightCourt: RightCourt;
}

/** What a rally resolver needs to know about the game in progress. */
export interface GameSituation {
  gameNumber: number;
  score: Score;
  serving: Serving;
  rightCourt: RightCourt;
}

export function addPoint(score: Score, team: Team): Score {
  return team === 'A' ? { A: score.A + 1, B: score.B } : { A: score.A, B: score.B + 1 };
}

export function partnerOf(player: PlayerIndex): PlayerIndex {
  return player === 0 ? 1 : 0;
}

/** The team's two players change courts (right ↔ left). */
export function swapCourts(rightCourt: RightCourt, team: Team): RightCourt {
  return team === 'A'
    ? { A: partnerOf(rightCourt.A), B: rightCourt.B }
    : { A: rightCourt.A, B: partnerOf(rightCourt.B) };
}

export function sideOfPlayer(rightCourt: RightCourt, team: Team, player: PlayerIndex): CourtSide {
  return rightCourt[team] === player ? 'right' : 'left';
}

/** Even score serves from the right (even) court, odd from the left. */
export function sideForScore(points: number): CourtSide {
  return points % 2 === 0 ? 'right' : 'left';
}

/** A singles server: always player 0, always "server 1", on the side the server's score gives. */
export function serveSingles(team: Team, score: Score): Serving {
  return { team, serverNumber: 1, player: 0, courtSide: sideForScore(score[team]) };
}
