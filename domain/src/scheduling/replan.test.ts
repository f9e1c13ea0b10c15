import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from './max-matching';
import { type NightRound, nightFigures, replanRounds } from './replan';

const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const sittersOf = (round: NightRound) => {
  const playing = new Set(round.games.flat(2));
  return round.present.filter((player) => !playing.has(player));
};

/** Partnerships of the night before a round, counted. */
function partnershipsBefore(rounds: readonly NightRound[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const round of rounds)
    for (const [[a, b], [c, d]] of round.games)
      for (const k of [key(a, b), key(c, d)]) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** The fewest repeated partnerships any pairing of these players allows (every pairing tried). */
function fewestRepeats(players: readonly number[], used: Map<string, number>): number {
  if (players.length === 0) return 0;
  const [first, ...rest] = players as [number, ...number[]];
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rest.length; i += 1) {
    const others = rest.filter((_, j) => j !== i);
    const here = used.has(key(first, rest[i] as number)) ? 1 : 0;
    if (here >= best) continue;
    best = Math.min(best, here + fewestRepeats(others, used));
  }
  return best;
}

/** A night's story: who is there at the start, then changes (arrivals, departures) between replans. */
const nightArb = (maxStart = 48, maxCourts = 12) =>
  fc.record({
    start: fc.integer({ min: 4, max: maxStart }),
    courts: fc.integer({ min: 1, max: maxCourts }),
    steps: fc.array(
      fc.record({
        arrive: fc.integer({ min: 0, max: 3 }),
        leave: fc.integer({ min: 0, max: 3 }),
        play: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    seed: fc.nat(1000),
  });

/** Plays a night: after each change the rest is replanned and some of it played; checks every rule on the way. */
function playNight(
  night: {
    start: number;
    courts: number;
    steps: { arrive: number; leave: number; play: number }[];
    seed: number;
  },
  check: (played: readonly NightRound[], planned: NightRound[], present: number[]) => void,
) {
  let present = Array.from({ length: night.start }, (_, i) => i + 1);
  let next = night.start + 1;
  const played: NightRound[] = [];
  night.steps.forEach((step, index) => {
    if (index > 0) {
      present = present.slice(Math.min(step.leave, present.length - 4));
      for (let i = 0; i < step.arrive && present.length < 48; i += 1) present.push(next++);
    }
    const before = deepFreeze(JSON.parse(JSON.stringify(played)) as NightRound[]);
    const planned = replanRounds({
      played: before,
      present,
      rounds: 4,
      courts: night.courts,
      seed: night.seed,
    });
    check(before, planned, present);
    played.push(...planned.slice(0, step.play));
  });
  return played;
}

describe('replanRounds (late arrivals and early leavers)', () => {
  it('leaves the rounds played as they were and plans full rounds of the players there, each once', () => {
    fc.assert(
      fc.property(nightArb(), (night) => {
        playNight(night, (_played, planned, present) => {
          expect(planned).toHaveLength(4);
          for (const round of planned) {
            expect(round.games).toHaveLength(Math.min(night.courts, Math.floor(present.length / 4)));
            const people = round.games.flat(2);
            expect(new Set(people).size).toBe(people.length);
            for (const player of people) expect(present).toContain(player);
            expect([...round.present].sort()).toEqual([...present].sort());
          }
        });
      }),
    );
  });

  it('never sits a player twice in a row while the round can be filled without it', () => {
    fc.assert(
      fc.property(nightArb(), (night) => {
        playNight(night, (played, planned) => {
          const all = [...played, ...planned];
          for (let r = played.length; r < all.length; r += 1) {
            if (r === 0) continue;
            const satBefore = new Set(sittersOf(all[r - 1] as NightRound));
            const round = all[r] as NightRound;
            const sitters = sittersOf(round);
            const fresh = round.present.filter((player) => !satBefore.has(player)).length;
            if (sitters.length <= fresh)
              for (const player of sitters) expect(satBefore.has(player)).toBe(false);
          }
        });
      }),
    );
  });

  it('repeats a partnership only when no pairing of the round avoids it, counting the rounds played', () => {
    fc.assert(
      // Up to 14 players on 3 courts: small enough to try every pairing.
      fc.property(nightArb(14, 3), (night) => {
        playNight(night, (played, planned) => {
          const all = [...played, ...planned];
          for (let r = played.length; r < all.length; r += 1) {
            const used = partnershipsBefore(all.slice(0, r));
            const round = all[r] as NightRound;
            const repeated = round.games.flat().filter(([a, b]) => used.has(key(a, b))).length;
            expect(repeated).toBe(fewestRepeats(round.games.flat(2), used));
          }
        });
      }),
    );
  });

  it('evens sit-outs over a night nobody joins or leaves (at most one apart)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 16 }),
        (players, courts, rounds) => {
          const present = Array.from({ length: players }, (_, i) => i + 1);
          const night = replanRounds({ played: [], present, rounds, courts });
          const { sitOuts } = nightFigures(night);
          const counts = present.map((player) => sitOuts[player] ?? 0);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('gives a late arrival a game at once rather than a seat on the bench', () => {
    const present = Array.from({ length: 9 }, (_, i) => i + 1);
    const firstTwo = replanRounds({ played: [], present, rounds: 2, courts: 2 });
    // Player 10 arrives: ten players, eight play; two of those who have not sat yet sit.
    const next = replanRounds({ played: firstTwo, present: [...present, 10], rounds: 1, courts: 2 });
    const sat = new Set(firstTwo.flatMap(sittersOf));
    const sitters = sittersOf(next[0] as NightRound);
    expect(sitters).toHaveLength(2);
    expect(sitters).not.toContain(10);
    for (const player of sitters) expect(sat.has(player)).toBe(false);
  });

  it('is the same plan for the same night and seed, and refuses a player present twice', () => {
    const input = { played: [], present: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], rounds: 5, courts: 2, seed: 4 };
    expect(replanRounds(input)).toEqual(replanRounds(input));
    expect(() => replanRounds({ ...input, present: [1, 2, 3, 4, 4] })).toThrow(RangeError);
  });
});

describe('maximumMatching', () => {
  it('matches as many as any matching can (odd cycles included), only along edges', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.uniqueArray(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 30 }),
            ),
          ),
        ([n, edges]) => {
          const adjacent: number[][] = Array.from({ length: n }, () => []);
          for (const [a, b] of edges)
            if (a !== b && !adjacent[a]!.includes(b)) {
              adjacent[a]!.push(b);
              adjacent[b]!.push(a);
            }
          const mate = maximumMatching(adjacent);
          const size = mate.filter((m) => m !== -1).length / 2;
          mate.forEach((m, v) => {
            if (m !== -1) {
              expect(mate[m]).toBe(v);
              expect(adjacent[v]).toContain(m);
            }
          });
          // The largest matching, by trying every choice of edges (small graphs only).
          const largest = (from: number, taken: Set<number>): number => {
            let best = 0;
            for (let v = from; v < n; v += 1) {
              if (taken.has(v)) continue;
              for (const u of adjacent[v]!)
                if (u > v && !taken.has(u))
                  best = Math.max(best, 1 + largest(v + 1, new Set([...taken, v, u])));
            }
            return best;
          };
          expect(size).toBe(largest(0, new Set()));
        },
      ),
    );
  });
});
