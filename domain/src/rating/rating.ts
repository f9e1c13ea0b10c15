/**
 * Player ratings from match results (issue 7 §4): an Elo-style model on the 2.000–8.000 scale.
 *
 * For a match between team A and team B (in doubles a team's rating is its players' average):
 * - the expected result of A is E = 1 / (1 + 10^((R_B − R_A) / SCALE)), with SCALE = 1.0: a team
 *   rated 0.5 higher is expected to take about 76% of the result;
 * - the actual result S mixes who won and by how much: S = ½·won + ½·(A's share of all points
 *   played), so an 11-0, 11-0 win scores 1.0, an 11-9, 11-9 win 0.76, and a loss with many
 *   points less than 0.5 but more than a whitewash;
 * - each player moves by K·(S − E) (B by the opposite), where K is larger while a player has few
 *   rated matches of that type (provisional: ×2 under 5 matches, ×1.5 under 15), so a new player
 *   finds their level fast and an established one is stable;
 * - ratings stay within 2.000 and 8.000 and are kept to three decimals.
 * It is pure and deterministic: replaying the same approved matches in the same order gives the
 * same ratings.
 */

export const RATING_MIN = 2;
export const RATING_MAX = 8;
export const RATING_DEFAULT = 3.5;
const SCALE = 1;
const BASE_K = 0.12;

export interface RatedPlayer {
  rating: number;
  /** Rated matches of this type already played. */
  matches: number;
}

export interface GamePoints {
  a: number;
  b: number;
}

export const roundRating = (value: number) => Math.round(value * 1000) / 1000;
export const clampRating = (value: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, value));

export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / SCALE));
}

/** ½ for the win, ½ for the share of the points: 0 (whitewashed) to 1 (whitewash). */
export function actualScore(games: readonly GamePoints[]): number {
  const a = games.reduce((sum, game) => sum + game.a, 0);
  const b = games.reduce((sum, game) => sum + game.b, 0);
  const gamesA = games.filter((game) => game.a > game.b).length;
  const gamesB = games.filter((game) => game.b > game.a).length;
  const won = gamesA > gamesB ? 1 : gamesA < gamesB ? 0 : 0.5;
  const share = a + b > 0 ? a / (a + b) : 0.5;
  return 0.5 * won + 0.5 * share;
}

export function kFactor(matches: number): number {
  if (matches < 5) return BASE_K * 2;
  if (matches < 15) return BASE_K * 1.5;
  return BASE_K;
}

const average = (players: readonly RatedPlayer[]) =>
  players.reduce((sum, player) => sum + player.rating, 0) / Math.max(1, players.length);

/** The new ratings of both teams' players, in the order given. */
export function rateMatch(
  teamA: readonly RatedPlayer[],
  teamB: readonly RatedPlayer[],
  games: readonly GamePoints[],
): { teamA: number[]; teamB: number[] } {
  const expected = expectedScore(average(teamA), average(teamB));
  const delta = actualScore(games) - expected;
  const move = (player: RatedPlayer, sign: 1 | -1) =>
    roundRating(clampRating(player.rating + sign * kFactor(player.matches) * delta));
  return { teamA: teamA.map((player) => move(player, 1)), teamB: teamB.map((player) => move(player, -1)) };
}

/** Kendall's tau-a between two rankings of the same items (1 = same order, −1 = reversed). */
export function kendallTau(x: readonly number[], y: readonly number[]): number {
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < x.length; i += 1)
    for (let j = i + 1; j < x.length; j += 1) {
      const sign = Math.sign(((x[i] as number) - (x[j] as number)) * ((y[i] as number) - (y[j] as number)));
      if (sign > 0) concordant += 1;
      else if (sign < 0) discordant += 1;
    }
  const pairs = (x.length * (x.length - 1)) / 2;
  return pairs === 0 ? 0 : (concordant - discordant) / pairs;
}
