/**
 * How well the rating model finds players' true level (issue 7's benchmark): 200 simulated
 * players with a hidden skill play 5,000 simulated doubles matches (random partners and
 * opponents, games to 11 win by 2, each rally won with a probability from the skill gap); the
 * ratings start at the default and move by the product's own model (domain/src/rating).
 * Reported: Kendall's tau between the ratings and the hidden skill after 1,000 and 5,000
 * matches (1 = the same order). Pure computation: no server, no database.
 */
import { kendallTau, RATING_DEFAULT, rateMatch } from '@pickleball/domain';
import { createRandom } from '../lib/people';
import type { Benchmark, GoalCheck } from '../lib/types';

const PLAYERS = 200;
const MATCHES = 5_000;
const CHECKPOINTS = [1_000, 5_000];
const GOAL_TAU = 0.7;

interface SimPlayer {
  skill: number;
  rating: number;
  matches: number;
}

/** A game to 11, win by 2, rally scoring for simplicity: A wins each rally with probability p. */
function playGame(p: number, random: () => number): { a: number; b: number } {
  let a = 0;
  let b = 0;
  while (!((a >= 11 || b >= 11) && Math.abs(a - b) >= 2)) {
    if (random() < p) a += 1;
    else b += 1;
  }
  return { a, b };
}

export function simulate(seed = 20_261_123) {
  const random = createRandom(seed);
  // Hidden skill on the same scale, spread like a community: 2.5 to 6.0.
  const players: SimPlayer[] = Array.from({ length: PLAYERS }, () => ({
    skill: 2.5 + random() * 3.5,
    rating: RATING_DEFAULT,
    matches: 0,
  }));
  const taus: Record<number, number> = {};
  for (let match = 1; match <= MATCHES; match += 1) {
    const picked = new Set<number>();
    while (picked.size < 4) picked.add(Math.floor(random() * PLAYERS));
    const [a1, a2, b1, b2] = [...picked].map((index) => players[index] as SimPlayer) as [
      SimPlayer,
      SimPlayer,
      SimPlayer,
      SimPlayer,
    ];
    const gap = (a1.skill + a2.skill) / 2 - (b1.skill + b2.skill) / 2;
    // A 1.0 skill gap wins about 62% of rallies (which is nearly every game).
    const p = 1 / (1 + Math.exp(-gap * 2));
    const games = [playGame(p, random), playGame(p, random)];
    if ((games[0]?.a ?? 0) > (games[0]?.b ?? 0) !== (games[1]?.a ?? 0) > (games[1]?.b ?? 0))
      games.push(playGame(p, random));
    const result = rateMatch([a1, a2], [b1, b2], games);
    [a1, a2].forEach((player, index) => {
      player.rating = result.teamA[index] as number;
      player.matches += 1;
    });
    [b1, b2].forEach((player, index) => {
      player.rating = result.teamB[index] as number;
      player.matches += 1;
    });
    if (CHECKPOINTS.includes(match))
      taus[match] =
        Math.round(
          kendallTau(
            players.map((player) => player.skill),
            players.map((player) => player.rating),
          ) * 1000,
        ) / 1000;
  }
  return taus;
}

export const benchmark: Benchmark = {
  name: 'rating-quality',
  description: `${PLAYERS} simulated players, ${MATCHES} doubles matches: Kendall's tau of ratings against hidden skill`,
  async run({ log }) {
    log(`simulating ${MATCHES} matches between ${PLAYERS} players`);
    const started = performance.now();
    const taus = simulate();
    const seconds = (performance.now() - started) / 1000;
    const goals: GoalCheck[] = [
      {
        goal: `Kendall's tau ≥ ${GOAL_TAU} after ${MATCHES} matches`,
        actual: `${taus[5_000]} (after 1,000: ${taus[1_000]})`,
        passed: (taus[5_000] ?? 0) >= GOAL_TAU,
      },
    ];
    return {
      name: 'rating-quality',
      database: 'sqlite',
      seed: { players: PLAYERS, matches: MATCHES },
      seedSeconds: 0,
      measurements: [],
      derived: {
        tau_after_1000: taus[1_000] ?? 0,
        tau_after_5000: taus[5_000] ?? 0,
        simulation_seconds: Math.round(seconds * 100) / 100,
      },
      goals,
      notes: ['each player plays about 100 matches by the end (4 of 200 players per match)'],
    };
  },
};
