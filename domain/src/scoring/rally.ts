import {
  addPoint,
  type GameSituation,
  partnerOf,
  type RallyOutcome,
  serveSingles,
  sideOfPlayer,
  swapCourts,
} from './courts';
import { isGameOver, targetForGame } from './rules';
import type { RallyVariant, ScoringRules, Serving, Team } from './scoring.types';

/**
 * Rally scoring. Common to every variant: one server per service turn (no server 2, no "0-0-2",
 * a two-number call), and the team that wins a rally serves the next one.
 *
 * 'usap-2026' (default) — USA Pickleball's provisional rally rule as of the 2026 book.
 *   Verified: every rally now ends with a point, so the receiving team can win the game on the
 *   last rally (13-14, serve into the net → the receivers win 15-13); rally scoring stays
 *   provisional for 2026 (M. Peifer, past chair of the USAP Rules Committee, on the 2026 changes,
 *   insideden.com). Doubles positions as in 2025 below.
 *
 * 'usap-2025' — the 2025 book's provisional rule 12.B.1 ("serve to win").
 *   Verified: 12.B.1.b "a point is scored by the player or team that wins a rally, except as
 *   provided for in 12.B.1.c"; 12.B.1.c "Scoring the Game-Winning Point" (playpickleball.com's
 *   copy of the 2025 section 12); USAP's 2024 singles announcement: "a point is awarded on each
 *   rally except when a player is at game point and the opponent serves and loses the rally. This
 *   is a side out and no point is awarded" (usapickleball.org). Doubles positions (club summary
 *   of the 2025 change document, centrepickleball.org): the serving team scores, its players
 *   switch and the same player serves from the new side; on a side-out with a point the winning
 *   team's players switch, and the first serve of the turn is from the right court. The text of
 *   12.B.1.c itself was not seen: "game point" is read as "this point would win the game", so with
 *   win by 2 a receiving team at 10-10 still scores (11-10).
 *
 * 'mlp' — the format used at Major League Pickleball events (no MLP rulebook text was found;
 *   sources: club write-ups of the MLP format, prescottpickleball.org and riverviewpickleball.com,
 *   and Pickleball Magazine 9-3's rules column on the "frozen" score). Verified from those:
 *   partners keep their own side all game (they may swap only at a time-out or end change, which
 *   this engine does not model); the serving team's score picks the server — even: the player on
 *   the right, odd: the player on the left; the freeze — once a team reaches game point (target
 *   − 1) it can score only while serving, so winning a rally as the receivers only gains it the
 *   serve, while a team below game point still scores on every rally; both teams can be frozen.
 *   Interpretation: "game point" is target − 1 whatever the margin, and a frozen team stays
 *   frozen through deuce (the sources say points past 14 in a game to 15 come only on serve).
 *
 * Singles, every variant: the server serves from the side its own score gives (even right, odd
 * left), including the receiver who just won the serve (verified: USAP singles rally guidance).
 */
export function resolveRallyScoringRally(
  rules: ScoringRules,
  game: GameSituation,
  winner: Team,
): RallyOutcome {
  const variant = rules.rallyVariant ?? 'usap-2026';
  const { score, serving, rightCourt } = game;
  const isServingTeam = winner === serving.team;
  const isPoint = isServingTeam || canReceiversScore(variant, rules, game, winner);
  const next = isPoint ? addPoint(score, winner) : score;

  if (rules.discipline === 'singles') return { score: next, serving: serveSingles(winner, next), rightCourt };

  if (variant === 'mlp') {
    const isEven = next[winner] % 2 === 0;
    const player = isEven ? rightCourt[winner] : partnerOf(rightCourt[winner]);
    const server: Serving = { team: winner, serverNumber: 1, player, courtSide: isEven ? 'right' : 'left' };
    return { score: next, serving: server, rightCourt };
  }

  const moved = isPoint ? swapCourts(rightCourt, winner) : rightCourt;
  if (isServingTeam) {
    return {
      score: next,
      rightCourt: moved,
      serving: { ...serving, courtSide: sideOfPlayer(moved, winner, serving.player) },
    };
  }
  return {
    score: next,
    rightCourt: moved,
    serving: { team: winner, serverNumber: 1, player: moved[winner], courtSide: 'right' },
  };
}

function canReceiversScore(
  variant: RallyVariant,
  rules: ScoringRules,
  game: GameSituation,
  receivers: Team,
): boolean {
  switch (variant) {
    case 'usap-2026':
      return true;
    case 'usap-2025': {
      const next = addPoint(game.score, receivers);
      return !isGameOver(rules, game.gameNumber, next.A, next.B);
    }
    case 'mlp':
      return game.score[receivers] < targetForGame(rules, game.gameNumber) - 1;
  }
}
