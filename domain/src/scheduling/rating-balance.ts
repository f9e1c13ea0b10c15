/**
 * Balancing teams by rating without touching the design: the schedule's labels are permuted
 * (label ℓ is played by player perm[ℓ]), which keeps every partnership, opposition and sit-out
 * property, and the permutation is chosen so that teams' rating sums are close in each game.
 * The search starts from the identity (so the result is never worse than the input) and swaps
 * two labels whenever that lowers the total gap, in a seeded order, for a bounded number of passes.
 */
import { createSeededRandom, shuffleInPlace } from './random';
import type { DoublesRound } from './scheduling.types';

const MAX_PASSES = 30;

/** Unknown ratings (null) count as the mean of the known ones (0 when none is known). */
function fillRatings(ratings: readonly (number | null)[]): number[] {
  const known = ratings.filter((rating): rating is number => rating !== null);
  const mean = known.length > 0 ? known.reduce((sum, rating) => sum + rating, 0) / known.length : 0;
  return ratings.map((rating) => rating ?? mean);
}

/** Mean over games of |rating sum of team 1 − rating sum of team 2|; ratings[i] is player i + 1's. */
export function meanRatingGap(schedule: DoublesRound[], ratings: readonly (number | null)[]): number {
  const filled = fillRatings(ratings);
  const rate = (player: number) => filled[player - 1] ?? 0;
  let total = 0;
  let games = 0;
  for (const round of schedule)
    for (const [[a, b], [c, d]] of round) {
      total += Math.abs(rate(a) + rate(b) - rate(c) - rate(d));
      games += 1;
    }
  return games === 0 ? 0 : total / games;
}

export function balanceByRating(
  schedule: DoublesRound[],
  ratings: readonly (number | null)[],
  seed = 0,
): { schedule: DoublesRound[]; meanRatingGap: number } {
  const n = ratings.length;
  const filled = fillRatings(ratings);
  const games = schedule.flat();
  for (const game of games)
    for (const player of game.flat())
      if (!Number.isInteger(player) || player < 1 || player > n)
        throw new RangeError(`player ${player} has no rating (ratings cover 1..${n})`);

  const perm = Array.from({ length: n + 1 }, (_, label) => label);
  const rate = (label: number) => filled[(perm[label] as number) - 1] as number;
  // Signed gap per game and, per label, the games it plays in with its side (+1 team 1, −1 team 2).
  const gap = games.map(([[a, b], [c, d]]) => rate(a) + rate(b) - rate(c) - rate(d));
  const appearances: { game: number; side: number }[][] = Array.from({ length: n + 1 }, () => []);
  games.forEach(([[a, b], [c, d]], game) => {
    for (const label of [a, b]) appearances[label]?.push({ game, side: 1 });
    for (const label of [c, d]) appearances[label]?.push({ game, side: -1 });
  });
  const touched = new Float64Array(games.length);
  const stamp = new Int32Array(games.length);
  let clock = 0;

  const swapDelta = (i: number, j: number, apply: boolean) => {
    const shift = rate(j) - rate(i); // label i takes j's rating and j takes i's
    clock += 1;
    const changed: number[] = [];
    const move = (label: number, amount: number) => {
      for (const { game, side } of appearances[label] as { game: number; side: number }[]) {
        if (stamp[game] !== clock) {
          stamp[game] = clock;
          touched[game] = gap[game] as number;
          changed.push(game);
        }
        touched[game] = (touched[game] as number) + side * amount;
      }
    };
    move(i, shift);
    move(j, -shift);
    let delta = 0;
    for (const game of changed) delta += Math.abs(touched[game] as number) - Math.abs(gap[game] as number);
    if (apply) for (const game of changed) gap[game] = touched[game] as number;
    return delta;
  };

  const labelPairs: [number, number][] = [];
  for (let i = 1; i <= n; i += 1) for (let j = i + 1; j <= n; j += 1) labelPairs.push([i, j]);
  shuffleInPlace(labelPairs, createSeededRandom(seed));
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let improved = false;
    for (const [i, j] of labelPairs) {
      if (rate(i) === rate(j)) continue;
      if (swapDelta(i, j, false) < -1e-9) {
        swapDelta(i, j, true);
        [perm[i], perm[j]] = [perm[j] as number, perm[i] as number];
        improved = true;
      }
    }
    if (!improved) break;
  }

  const relabelled = schedule.map((round) =>
    round.map(([[a, b], [c, d]]): DoublesRound[number] => [
      [perm[a] as number, perm[b] as number],
      [perm[c] as number, perm[d] as number],
    ]),
  );
  return { schedule: relabelled, meanRatingGap: meanRatingGap(relabelled, ratings) };
}
