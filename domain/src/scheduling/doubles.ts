/**
 * Doubles rounds for a club night. With a whist design for this many players and courts for
 * everyone it seats, the night is that design (every pair partners once and opposes twice per
 * cycle); otherwise the partnership stream of partner-stream.ts, which keeps the partnership cap
 * and the sit-out rules after every round by construction (the general generator of
 * greedy-rounds.ts, steered towards the design's games, remains only as a fallback should its
 * bounded search ever fail; the tests show it does not for 4–32 players). A seeded relabelling of the players picks one of the many equivalent
 * schedules: relabelling keeps every fairness property, so seeds cannot cost fairness.
 */
import { gamesPerRound } from './cycle-size';
import { buildGreedyRounds } from './greedy-rounds';
import { buildPartnerStream } from './partner-stream';
import { seededRelabelling } from './random';
import type { DoublesRound, GeneratorOptions } from './scheduling.types';
import { assertPositiveInteger } from './validation';
import { buildWhistCycle } from './whist';

const relabel = (round: DoublesRound, map: readonly number[]): DoublesRound =>
  round.map(([[a, b], [c, d]]) => [
    [map[a] as number, map[b] as number],
    [map[c] as number, map[d] as number],
  ]);

const playersOf = (round: DoublesRound) => new Set(round.flat(2));
const partnershipKeys = (round: DoublesRound) =>
  new Set(round.flat().map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));

/**
 * A later cycle is the design under a fresh relabelling, chosen so that the seam keeps the
 * per-round rules: the first round's sitter did not sit in the round before, and no partnership
 * of the round before plays again at once. A few candidates always suffice (most pass).
 */
const SEAM_CANDIDATES = 500;

function chainCycles(cycle: DoublesRound[], players: number, rounds: number, seed: number): DoublesRound[] {
  const schedule: DoublesRound[] = [];
  for (let c = 0; schedule.length < rounds; c += 1) {
    let map = seededRelabelling(players, seed);
    const previous = schedule.at(-1);
    if (previous) {
      const played = playersOf(previous);
      const partnered = partnershipKeys(previous);
      let fallback: number[] | null = null;
      for (let k = 0; k < SEAM_CANDIDATES; k += 1) {
        map = seededRelabelling(players, seed + 1_000_003 * c + k);
        const first = relabel(cycle[0] as DoublesRound, map);
        const firstPlayers = playersOf(first);
        const sitsTwice = [...Array(players).keys()].some(
          (i) => !played.has(i + 1) && !firstPlayers.has(i + 1),
        );
        const repeats = [...partnershipKeys(first)].some((key) => partnered.has(key));
        if (!sitsTwice && !repeats) break;
        if (!sitsTwice) fallback ??= map;
        if (k === SEAM_CANDIDATES - 1 && fallback) map = fallback;
      }
    }
    for (const round of cycle) {
      if (schedule.length === rounds) break;
      schedule.push(relabel(round, map));
    }
  }
  return schedule;
}

export function generateDoublesRounds(
  players: number,
  rounds: number,
  options: GeneratorOptions = {},
): DoublesRound[] {
  const games = gamesPerRound('doubles', players, options.courts);
  assertPositiveInteger('rounds', rounds);
  const seed = options.seed ?? 0;
  const cycle = buildWhistCycle(players);
  if (cycle && games === Math.floor(players / 4)) return chainCycles(cycle, players, rounds, seed);
  const streamed = buildPartnerStream({ players, gamesPerRound: games, rounds, seed });
  if (streamed) return streamed;
  const built = buildGreedyRounds({
    kind: 'doubles',
    players,
    gamesPerRound: games,
    rounds,
    seed,
    pool: cycle ? cycle.flat() : null,
  });
  const map = seededRelabelling(players, seed);
  return built.map((round) =>
    relabel(
      round.map(([a, b, c, d]) => [
        [a as number, b as number],
        [c as number, d as number],
      ]),
      map,
    ),
  );
}
