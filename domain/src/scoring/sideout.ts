import {
  addPoint,
  type GameSituation,
  partnerOf,
  type RallyOutcome,
  serveSingles,
  sideOfPlayer,
  swapCourts,
} from './courts';
import { getOpponent } from './rules';
import type { Discipline, RightCourt, Serving, Team } from './scoring.types';

/**
 * Side-out scoring, the USA Pickleball standard: Official Rulebook section 4 (the serve, service
 * sequence and scoring). The 2025 book's rally option (12.B.1) names the side-out rules it sets
 * aside — 4.B.3.a, 4.B.6 (with .c, .d, .e), 4.F.1, 4.G.1 and 4.J.1 — so those are the numbers on
 * service order, scoring and calling the score; which sub-rule says which sentence below was not
 * checked against the book (the 2026 book also renumbered Part II), only the behaviour was, against
 * several summaries of the rules:
 * - Only the serving side scores; a rally won by the receivers scores nothing.
 * - Doubles: each service turn starts from the right/even court; after each point the serving
 *   team's players change courts and the same server serves again. Losing a rally passes the
 *   serve to server 2 (the partner, from where the partner stands); server 2 losing is a side-out,
 *   and the new service turn starts with the player then standing in the right court.
 * - The first service turn of each game has one server only, called "0-0-2".
 * - Singles: the server serves from the right on an even score, the left on an odd one.
 * Receivers never change courts, so a team's game-opening right-court player is on the right
 * exactly when the team's score is even — the referee's cross-check, which the tests assert.
 */
export function resolveSideOutRally(discipline: Discipline, game: GameSituation, winner: Team): RallyOutcome {
  const { score, serving, rightCourt } = game;
  if (winner === serving.team) {
    const next = addPoint(score, winner);
    if (discipline === 'singles') return { score: next, serving: serveSingles(winner, next), rightCourt };
    const moved = swapCourts(rightCourt, winner);
    return {
      score: next,
      rightCourt: moved,
      serving: { ...serving, courtSide: sideOfPlayer(moved, winner, serving.player) },
    };
  }
  if (discipline === 'singles') return { score, serving: serveSingles(winner, score), rightCourt };
  if (serving.serverNumber === 1) {
    const partner = partnerOf(serving.player);
    return {
      score,
      rightCourt,
      serving: {
        team: serving.team,
        serverNumber: 2,
        player: partner,
        courtSide: sideOfPlayer(rightCourt, serving.team, partner),
      },
    };
  }
  return { score, rightCourt, serving: openServiceTurn(getOpponent(serving.team), rightCourt) };
}

/** A doubles service turn starts with the player standing in the right court. */
function openServiceTurn(team: Team, rightCourt: RightCourt): Serving {
  return { team, serverNumber: 1, player: rightCourt[team], courtSide: 'right' };
}
