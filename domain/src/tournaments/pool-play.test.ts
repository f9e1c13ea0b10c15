import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinRounds } from '../scheduling/round-robin';
import { playWholeEvent, structuralProblems } from './draw.testing';
import { generateDraw } from './generate';
import { computePlacings } from './placings';
import { meetingRound, playoffSeeds } from './playoff-seeding';
import { generatePoolPlay, generateRoundRobin, poolPlayProblem } from './pool-play';
import { bracketSize, seedingOrder } from './seeding';

const ENTRANTS = Array.from({ length: 127 }, (_, i) => i + 2); // 2..128

describe('roundRobinRounds, shared with the match generator', () => {
  it.each(ENTRANTS)(
    '%i entrants: every pair once, one bye per round when odd, first-listed balanced',
    (n) => {
      const rounds = roundRobinRounds(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const met = new Set<number>();
      const firsts = new Array<number>(n + 1).fill(0);
      const byes = new Array<number>(n + 1).fill(0);
      for (const round of rounds) {
        const playing = new Set(round.flat());
        expect(playing.size).toBe(2 * Math.floor(n / 2));
        for (let p = 1; p <= n; p += 1) if (!playing.has(p)) byes[p] = (byes[p] as number) + 1;
        for (const [a, b] of round) {
          met.add(Math.min(a, b) * 1000 + Math.max(a, b));
          firsts[a] = (firsts[a] as number) + 1;
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect(new Set(byes.slice(1))).toEqual(new Set([n % 2]));
      for (const count of firsts.slice(1)) expect(Math.abs(2 * count - (n - 1))).toBeLessThanOrEqual(1);
    },
  );
});

describe('generateRoundRobin', () => {
  it.each(ENTRANTS)('%i entrants: one pool, every pair one slot, pool rounds in order', (n) => {
    const draw = generateRoundRobin(n);
    expect(structuralProblems(draw)).toEqual([]);
    expect(draw.slots).toHaveLength((n * (n - 1)) / 2);
    expect(draw.slots.map((slot) => slot.round)).toEqual(
      [...draw.slots.map((slot) => slot.round)].sort((x, y) => x - y),
    );
    expect(draw.slots[0]?.key).toBe('P1-R1-1');
  });

  const playRoundRobin = (n: number, seed: number, finishing: number) => {
    const draw = generateRoundRobin(n);
    const event = playWholeEvent(draw, seed, { finishing });
    expect(event.progress.complete).toBe(true);
    expect(event.readyViolations).toBe(0);
    expect(event.matchesPlayed).toBe((n * (n - 1)) / 2);
    const standings = event.progress.standings[0] ?? [];
    expect(standings.map((s) => s.won).reduce((sum, won) => sum + won, 0)).toBe((n * (n - 1)) / 2);
    expect(event.progress.champion).toBe(standings[0]?.entrant);
    expect(computePlacings(draw, event.progress)?.map((p) => p.entrant)).toEqual(
      standings.map((s) => s.entrant),
    );
  };

  it('plays a whole event: n(n−1)/2 matches, nobody in two ready matches, places in standings order', () => {
    // Courts finishing at random make the rounds overlap; a 128-entrant event is played a round at a time.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer(), (n, seed) => playRoundRobin(n, seed, 0.5)),
      { numRuns: 30 },
    );
    playRoundRobin(128, 2, 1);
  });
});

/** Pool-play settings that fit n entrants. */
const poolPlaySettings = fc
  .integer({ min: 4, max: 128 })
  // Pools of up to 16 teams (a single pool of 128 is the round robin's test, not this one's).
  .chain((n) =>
    fc.record({ n: fc.constant(n), pools: fc.integer({ min: Math.ceil(n / 16), max: Math.floor(n / 2) }) }),
  )
  .chain(({ n, pools }) =>
    fc.record({
      n: fc.constant(n),
      pools: fc.constant(pools),
      advancePerPool: fc.integer({ min: pools === 1 ? 2 : 1, max: Math.floor(n / pools) }),
      bronzeMatch: fc.boolean(),
      seed: fc.integer(),
    }),
  );

describe('playoffSeeds', () => {
  const combos: [number, number][] = [];
  for (let pools = 1; pools <= 64; pools += 1)
    for (let advance = 1; pools * advance <= 128; advance += 1)
      if (pools * advance >= 2) combos.push([pools, advance]);

  it('gives the pool winners the top seeds and keeps pool-mates apart as long as the bracket allows', () => {
    for (const [pools, advance] of combos) {
      const seeds = playoffSeeds(pools, advance);
      expect(seeds.slice(0, pools)).toEqual(
        Array.from({ length: pools }, (_, i) => ({ pool: i + 1, rank: 1 })),
      );
      const size = bracketSize(pools * advance);
      const lineOf = new Map(seedingOrder(size).map((seed, line) => [seed, line]));
      // N teams of a pool must spread over N parts of the draw: they can meet no later than this.
      const latest = Math.log2(size) - Math.ceil(Math.log2(advance)) + 1;
      for (let pool = 1; pool <= pools; pool += 1) {
        const lines = seeds.flatMap((place, i) => (place.pool === pool ? [lineOf.get(i + 1) as number] : []));
        expect(lines).toHaveLength(advance);
        const tooEarly = lines.flatMap((x) => lines.filter((y) => x < y && meetingRound(x, y) < latest));
        expect(tooEarly, `pools ${pools}, advance ${advance}, pool ${pool}`).toEqual([]);
      }
    }
  });

  it('crosses two pools the classic way: A1 v B2 and B1 v A2, the pool winners meeting only in the final', () => {
    expect(playoffSeeds(2, 2)).toEqual([
      { pool: 1, rank: 1 },
      { pool: 2, rank: 1 },
      { pool: 1, rank: 2 },
      { pool: 2, rank: 2 },
    ]);
  });
});

describe('generatePoolPlay', () => {
  it.each(ENTRANTS.filter((n) => n >= 4))(
    '%i entrants with the default pools: snake pools within one, a seeded playoff',
    (n) => {
      const draw = generateDraw('pool_play', n);
      expect(structuralProblems(draw)).toEqual([]);
      const sizes = draw.pools.map((pool) => pool.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      const poolSlots = draw.slots.filter((slot) => slot.bracket === 'pool');
      expect(poolSlots).toHaveLength(sizes.reduce((sum, k) => sum + (k * (k - 1)) / 2, 0));
      const playoff = draw.slots.filter((slot) => slot.bracket === 'playoff');
      expect(playoff).toHaveLength((draw.bracketSize as number) - 1);
    },
  );

  it('refuses settings that cannot work', () => {
    expect(poolPlayProblem(7, { pools: 4, advancePerPool: 1 })).not.toBeNull();
    expect(poolPlayProblem(8, { pools: 2, advancePerPool: 5 })).not.toBeNull();
    expect(poolPlayProblem(8, { pools: 1, advancePerPool: 1 })).not.toBeNull();
    expect(poolPlayProblem(8, { pools: 2, advancePerPool: 4 })).toBeNull();
    expect(() => generatePoolPlay(7, { pools: 4, advancePerPool: 1 })).toThrow(RangeError);
  });

  it('plays a whole event: pool matches then the playoff, the top N of each pool in it, one champion', () => {
    fc.assert(
      fc.property(poolPlaySettings, ({ n, pools, advancePerPool, bronzeMatch, seed }) => {
        const draw = generatePoolPlay(n, { pools, advancePerPool, bronzeMatch });
        const event = playWholeEvent(draw, seed);
        const { progress } = event;
        expect(progress.complete).toBe(true);
        expect(event.readyViolations).toBe(0);
        const teams = pools * advancePerPool;
        const poolMatches = draw.pools.reduce((sum, pool) => sum + (pool.length * (pool.length - 1)) / 2, 0);
        expect(event.matchesPlayed).toBe(poolMatches + teams - 1 + (bronzeMatch && teams >= 4 ? 1 : 0));
        const advanced = new Set(
          progress.standings.flatMap((standing) => standing.slice(0, advancePerPool).map((s) => s.entrant)),
        );
        const inPlayoff = new Set(
          draw.slots
            .filter((slot) => slot.bracket === 'playoff' && slot.round === 1)
            .flatMap((slot) => progress.slots[slot.key]?.entrants ?? [])
            .filter((e) => typeof e === 'number'),
        );
        expect(inPlayoff).toEqual(advanced);
        expect(advanced.has(progress.champion as number)).toBe(true);
        const placings = computePlacings(draw, progress) ?? [];
        expect(placings.map((p) => p.entrant).sort((x, y) => x - y)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        // Teams that advanced are placed above every team that did not.
        const worstAdvanced = Math.max(
          ...placings.filter((p) => advanced.has(p.entrant)).map((p) => p.place),
        );
        for (const p of placings)
          if (!advanced.has(p.entrant)) expect(p.place).toBeGreaterThan(worstAdvanced);
      }),
      { numRuns: 80 },
    );
  });
});
