/**
 * Round robin and pool play. A round robin is one pool: every pair meets once, in the rounds of
 * the shared circle method (scheduling/round-robin.ts: one bye per round for an odd count, who is
 * listed first balanced). Pool play deals the seeds into pools serpentine (snakePools: sizes
 * within one), plays a round robin in each, and sends the top N of every pool to a single-
 * elimination playoff seeded by playoff-seeding.ts. Pool slots carry no winner targets: their
 * results feed the standings (standings.ts) that fill the playoff once a pool is complete.
 */
import { roundRobinRounds } from '../scheduling/round-robin';
import type { Draw, PoolPlayOptions, SlotSource } from './draw.types';
import { draftSlot, finalizeSlots, type SlotDraft } from './elimination';
import { playoffSeeds } from './playoff-seeding';
import { bracketSize, seedBracket, snakePools } from './seeding';
import { buildKnockout } from './single-elimination';

/** Round-robin slots of one pool: key P<pool>-R<round>-<n>, sides by the pool's seeds. */
function poolSlots(pool: number, seeds: readonly number[]): SlotDraft[] {
  if (seeds.length < 2) throw new RangeError(`pool ${pool} needs at least two entrants`);
  return roundRobinRounds(seeds.length).flatMap((round, r) =>
    round.map(([a, b], index) =>
      draftSlot({
        key: `P${pool}-R${r + 1}-${index + 1}`,
        bracket: 'pool',
        round: r + 1,
        position: index + 1,
        pool,
        sides: [
          { kind: 'seed', seed: seeds[a - 1] as number },
          { kind: 'seed', seed: seeds[b - 1] as number },
        ],
        label: { key: 'pool_round', pool, round: r + 1 },
      }),
    ),
  );
}

export function generateRoundRobin(entrants: number): Draw {
  const seeds = Array.from({ length: entrants }, (_, i) => i + 1);
  return {
    format: 'round_robin',
    entrants,
    bracketSize: null,
    pools: [seeds],
    settings: { bronzeMatch: false, grandFinalReset: false, resetFormat: 'full_match', advancePerPool: null },
    slots: finalizeSlots(poolSlots(1, seeds)),
  };
}

/** Why pool-play options cannot work for this many entrants, or null when they can. */
export function poolPlayProblem(entrants: number, options: PoolPlayOptions): string | null {
  const { pools, advancePerPool } = options;
  if (!Number.isInteger(pools) || pools < 1) return 'pools must be a whole number ≥ 1';
  if (!Number.isInteger(entrants) || entrants < 2 * pools) return 'every pool needs at least two entrants';
  if (!Number.isInteger(advancePerPool) || advancePerPool < 1)
    return 'advancePerPool must be a whole number ≥ 1';
  if (advancePerPool > Math.floor(entrants / pools)) return 'a pool cannot send more teams than it holds';
  if (pools * advancePerPool < 2) return 'the playoff needs at least two teams';
  return null;
}

export function generatePoolPlay(entrants: number, options: PoolPlayOptions): Draw {
  const problem = poolPlayProblem(entrants, options);
  if (problem !== null) throw new RangeError(problem);
  const bronzeMatch = options.bronzeMatch ?? false;
  const pools = snakePools(entrants, options.pools);
  const places = playoffSeeds(options.pools, options.advancePerPool);
  const placeSource = (seed: number | null): SlotSource => {
    const place = seed === null ? undefined : places[seed - 1];
    return place ? { kind: 'pool_rank', pool: place.pool, rank: place.rank } : { kind: 'bye' };
  };
  const firstRound = seedBracket(places.length).map(([a, b]) => [placeSource(a), placeSource(b)] as const);
  const size = bracketSize(places.length);
  return {
    format: 'pool_play',
    entrants,
    bracketSize: size,
    pools,
    settings: {
      bronzeMatch: bronzeMatch && size >= 4,
      grandFinalReset: false,
      resetFormat: 'full_match',
      advancePerPool: options.advancePerPool,
    },
    slots: finalizeSlots([
      ...pools.flatMap((seeds, index) => poolSlots(index + 1, seeds)),
      ...buildKnockout(firstRound, 'PO', 'playoff', bronzeMatch),
    ]),
  };
}
