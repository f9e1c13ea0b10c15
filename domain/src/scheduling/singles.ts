/**
 * Singles rounds. With courts for everyone, the circle method (round-robin.ts): every pair
 * meets once per cycle, an odd count gives one bye per round and per player, and each later
 * cycle is relabelled so the bye never falls on the same player twice running. With fewer courts,
 * the general generator of greedy-rounds.ts. Who serves first: the circle method's balanced order
 * in the first cycle; afterwards whoever has been listed first less often (ties: the circle
 * method's order), so the balance carries across cycles and court limits.
 */
import { fullCycleRounds, gamesPerRound } from './cycle-size';
import { buildGreedyRounds } from './greedy-rounds';
import { seededRelabelling } from './random';
import { roundRobinRounds } from './round-robin';
import type { GeneratorOptions, SinglesGame, SinglesRound } from './scheduling.types';
import { assertPositiveInteger } from './validation';

const SEAM_CANDIDATES = 500;
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** `balance[p]` = times p was listed first minus times listed second; updated for the result. */
function orientMatch([a, b]: SinglesGame, balance: Int32Array): SinglesGame {
  const [first, second] = (balance[b] as number) < (balance[a] as number) ? [b, a] : [a, b];
  balance[first] = (balance[first] as number) + 1;
  balance[second] = (balance[second] as number) - 1;
  return [first, second];
}

/**
 * Relabelling for cycle c ≥ 1, chosen so the seam keeps the rules: the first round's bye did not
 * sit out the round before, and no match of the round before is played again at once (bounded:
 * with 2 players the one match necessarily follows itself; the bye rule always holds).
 */
function seamRelabelling(
  cycle: SinglesRound[],
  previous: SinglesRound,
  players: number,
  seed: number,
  c: number,
) {
  const played = new Set(previous.flat());
  const met = new Set(previous.map(([a, b]) => pairKey(a, b)));
  let fallback: number[] | null = null;
  for (let k = 0; k < SEAM_CANDIDATES; k += 1) {
    const map = seededRelabelling(players, seed + 1_000_003 * c + k);
    const first = (cycle[0] as SinglesRound).map(([a, b]) => [map[a] as number, map[b] as number]);
    const firstPlayers = new Set(first.flat());
    const byeTwice = [...Array(players).keys()].some((i) => !played.has(i + 1) && !firstPlayers.has(i + 1));
    const meetsAgain = first.some(([a, b]) => met.has(pairKey(a as number, b as number)));
    if (!byeTwice && !meetsAgain) return map;
    if (!byeTwice) fallback ??= map;
  }
  return fallback ?? seededRelabelling(players, seed + 1_000_003 * c);
}

function chainCycles(players: number, rounds: number, seed: number): SinglesRound[] {
  const cycle = roundRobinRounds(players);
  const schedule: SinglesRound[] = [];
  const balance = new Int32Array(players + 1);
  for (let c = 0; schedule.length < rounds; c += 1) {
    const previous = schedule.at(-1);
    const map = previous
      ? seamRelabelling(cycle, previous, players, seed, c)
      : seededRelabelling(players, seed);
    for (const round of cycle) {
      if (schedule.length === rounds) break;
      schedule.push(
        round.map(([a, b]): SinglesGame => {
          const match: SinglesGame = [map[a] as number, map[b] as number];
          if (c > 0) return orientMatch(match, balance);
          balance[match[0]] = (balance[match[0]] as number) + 1;
          balance[match[1]] = (balance[match[1]] as number) - 1;
          return match;
        }),
      );
    }
  }
  return schedule;
}

export function generateSinglesRounds(
  players: number,
  rounds?: number,
  options: GeneratorOptions = {},
): SinglesRound[] {
  const games = gamesPerRound('singles', players, options.courts);
  assertPositiveInteger('rounds', rounds);
  const total = rounds ?? fullCycleRounds('singles', players, options.courts);
  const seed = options.seed ?? 0;
  if (games === Math.floor(players / 2)) return chainCycles(players, total, seed);
  const map = seededRelabelling(players, seed);
  const balance = new Int32Array(players + 1);
  return buildGreedyRounds({ kind: 'singles', players, gamesPerRound: games, rounds: total, seed }).map(
    (round) =>
      round.map((match) =>
        orientMatch([map[match[0] as number] as number, map[match[1] as number] as number], balance),
      ),
  );
}
