/**
 * Who takes which seed of the playoff after pool play, so that teams from the same pool meet as
 * late as possible while the pool winners keep the best seeds (and the byes, when the playoff is
 * not a power of two).
 *
 * Seeds come in groups by pool rank: the p pool winners take seeds 1..p in pool order (pool 1
 * holds the top overall seed, snake seeding puts the next best in pool 2, …), the runners-up
 * seeds p+1..2p, and so on. Inside each later group the pools are matched to the group's seeds by
 * the assignment that makes each team's possible meetings with its pool-mates (the round in which
 * their two lines could meet) as late as possible, earliest meetings weighing most; among equal
 * assignments the snake order wins (the runner-up of the last pool gets the best runner-up seed).
 */
import { solveAssignment } from './assignment';
import { bracketSize, seedingOrder } from './seeding';

export interface PoolPlace {
  pool: number;
  rank: number;
}

/** The round (1-based) in which bracket lines i and j (0-based) can first meet. */
export function meetingRound(i: number, j: number): number {
  return 32 - Math.clz32(i ^ j);
}

/** Result[s − 1] = the pool place that takes playoff seed s. */
export function playoffSeeds(pools: number, advancePerPool: number): PoolPlace[] {
  const total = pools * advancePerPool;
  const size = bracketSize(total);
  const rounds = Math.log2(size);
  const lineOf = new Array<number>(size + 1);
  seedingOrder(size).forEach((seed, line) => {
    lineOf[seed] = line;
  });
  const seeds: PoolPlace[] = Array.from({ length: pools }, (_, i) => ({ pool: i + 1, rank: 1 }));
  const linesOfPool: number[][] = Array.from({ length: pools }, (_, i) => [lineOf[i + 1] as number]);
  const base = Math.max(2, advancePerPool);
  for (let rank = 2; rank <= advancePerPool; rank += 1) {
    const first = (rank - 1) * pools + 1;
    const cost = Array.from({ length: pools }, (_, pool) =>
      Array.from({ length: pools }, (_, index) => {
        const line = lineOf[first + index] as number;
        let separation = 0;
        for (const mate of linesOfPool[pool] as number[])
          separation += base ** (rounds - meetingRound(line, mate));
        const snakeIndex = rank % 2 === 0 ? pools - 1 - pool : pool;
        return separation * pools + Math.abs(index - snakeIndex);
      }),
    );
    const chosen = solveAssignment(cost);
    const group = new Array<PoolPlace>(pools);
    chosen.forEach((index, pool) => {
      group[index] = { pool: pool + 1, rank };
      (linesOfPool[pool] as number[]).push(lineOf[first + index] as number);
    });
    seeds.push(...group);
  }
  return seeds;
}
