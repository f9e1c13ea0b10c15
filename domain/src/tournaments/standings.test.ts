import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PoolMatch, rankPool } from './standings';

/** A match from its games, as [a's points, b's points]; whoever took more games won. */
function match(a: number, b: number, ...games: [number, number][]): PoolMatch {
  const aGames = games.filter(([x, y]) => x > y).length;
  return { a, b, games, winner: aGames * 2 > games.length ? 'a' : 'b' };
}

const order = (matches: PoolMatch[], entrants = [1, 2, 3, 4]) =>
  rankPool(entrants, matches).map((s) => s.entrant);

describe('rankPool: USA Pickleball tie-breaks', () => {
  it('ranks by matches won first', () => {
    const standings = rankPool([1, 2, 3], [match(3, 1, [11, 2]), match(3, 2, [11, 4]), match(2, 1, [11, 9])]);
    expect(standings.map((s) => [s.entrant, s.won, s.lost, s.pointDifferential, s.decidedBy])).toEqual([
      [3, 2, 0, 16, null],
      [2, 1, 1, -5, null],
      [1, 0, 2, -11, null],
    ]);
  });

  it('breaks a three-way tie by head-to-head among the tied when it separates them', () => {
    // Teams 1–3 each win two; among themselves 1 beat 2 and 3, and 2 beat 3.
    const matches = [
      match(1, 2, [11, 9]),
      match(1, 3, [11, 9]),
      match(2, 3, [11, 9]),
      match(4, 1, [11, 0]),
      match(5, 1, [11, 0]),
      match(2, 4, [11, 9]),
      match(5, 2, [11, 0]),
      match(3, 4, [11, 9]),
      match(3, 5, [11, 9]),
      match(5, 4, [11, 9]),
    ];
    const standings = rankPool([1, 2, 3, 4, 5], matches);
    expect(standings.map((s) => s.entrant)).toEqual([5, 1, 2, 3, 4]);
    expect(standings.slice(1, 4).map((s) => s.decidedBy)).toEqual([
      'head_to_head',
      'head_to_head',
      'head_to_head',
    ]);
  });

  it('goes to point differential over all games when head-to-head goes round in a circle', () => {
    // 1 beat 2, 2 beat 3, 3 beat 1; all beat 4. Differentials: 1 +12, 2 +7, 3 +5.
    const matches = [
      match(1, 2, [11, 5]),
      match(2, 3, [11, 7]),
      match(3, 1, [11, 9]),
      match(1, 4, [11, 3]),
      match(2, 4, [11, 2]),
      match(3, 4, [11, 4]),
    ];
    const standings = rankPool([1, 2, 3, 4], matches);
    expect(standings.map((s) => [s.entrant, s.pointDifferential])).toEqual([
      [1, 12],
      [2, 7],
      [3, 5],
      [4, -24],
    ]);
    expect(standings[0]?.decidedBy).toBe('point_differential');
  });

  it('settles the two left tied after point differential by their own head-to-head, starting over', () => {
    // 1 is clear on differential; 2 and 3 both +9. 2 beat 3 but scored fewer points in that
    // match, so continuing down the list (head-to-head differential) would wrongly put 3 first.
    const matches = [
      match(1, 2, [11, 5]),
      match(2, 3, [11, 9], [0, 11], [11, 9]),
      match(3, 1, [11, 9]),
      match(1, 4, [11, 3]),
      match(2, 4, [11, 0], [11, 0]),
      match(3, 4, [11, 9], [5, 11], [11, 7]),
    ];
    const standings = rankPool([1, 2, 3, 4], matches);
    expect(standings.map((s) => s.entrant)).toEqual([1, 2, 3, 4]);
    expect(standings.map((s) => s.pointDifferential).slice(0, 3)).toEqual([12, 9, 9]);
    expect(standings.map((s) => s.decidedBy)).toEqual([
      'point_differential',
      'head_to_head',
      'head_to_head',
      null,
    ]);
  });

  it('uses head-to-head point differential when the overall differentials are equal too', () => {
    // Circle 1>2>3>1; overall +10 each; among themselves 1 +7, 3 +1, 2 −8.
    const matches = [
      match(1, 2, [11, 1]),
      match(2, 3, [11, 9]),
      match(3, 1, [11, 8]),
      match(1, 4, [11, 8]),
      match(2, 4, [11, 2], [11, 2]),
      match(3, 4, [11, 2]),
    ];
    const standings = rankPool([1, 2, 3, 4], matches);
    expect(standings.map((s) => s.entrant)).toEqual([1, 3, 2, 4]);
    expect(standings[0]?.decidedBy).toBe('head_to_head_point_differential');
  });

  it('then uses point differential against the next-highest team', () => {
    // 5 wins everything. 1, 2, 3 are level on every count but their games against 5: −2, −6, −10.
    const matches = [
      match(1, 2, [11, 5]),
      match(2, 3, [11, 5]),
      match(3, 1, [11, 5]),
      match(5, 1, [11, 9]),
      match(5, 2, [11, 5]),
      match(5, 3, [11, 1]),
      match(1, 4, [11, 9]),
      match(2, 4, [11, 5]),
      match(3, 4, [11, 1]),
      match(5, 4, [11, 0]),
    ];
    const standings = rankPool([1, 2, 3, 4, 5], matches);
    expect(standings.map((s) => s.entrant)).toEqual([5, 1, 2, 3, 4]);
    expect(standings[1]?.decidedBy).toBe('point_differential_vs_next');
  });

  it('falls back to the better seed, and counts a walkover as a win with no points', () => {
    expect(order([], [3, 1, 2])).toEqual([1, 2, 3]);
    // Teams that played and are level on everything are split by seed, and it is said.
    const level = rankPool(
      [1, 2, 3, 4],
      [
        { a: 1, b: 3, winner: 'a', games: [[11, 0]] },
        { a: 2, b: 4, winner: 'a', games: [[11, 0]] },
      ],
    );
    expect(level.slice(0, 2).map((s) => [s.entrant, s.decidedBy])).toEqual([
      [1, 'seed'],
      [2, 'seed'],
    ]);
    // Before anyone has played, the order is the seeds' and no tie-break is named for it.
    expect(rankPool([1, 2, 3], []).map((s) => [s.entrant, s.decidedBy])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    const walkover = rankPool([1, 2], [{ a: 1, b: 2, winner: 'b', games: [], walkover: true }]);
    expect(walkover.map((s) => [s.entrant, s.won, s.pointsFor])).toEqual([
      [2, 1, 0],
      [1, 0, 0],
    ]);
  });

  it('gives every entrant one distinct rank, more matches won always ranked higher', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 9 })), {
              minLength: 36,
              maxLength: 36,
            }),
          ),
        ),
        ([n, outcomes]) => {
          const matches: PoolMatch[] = [];
          for (let a = 1, k = 0; a <= n; a += 1)
            for (let b = a + 1; b <= n; b += 1, k += 1) {
              const [aWins, other] = outcomes[k] as [boolean, number];
              matches.push(match(a, b, aWins ? [11, other] : [other, 11]));
            }
          const standings = rankPool(
            Array.from({ length: n }, (_, i) => i + 1),
            matches,
          );
          expect(standings.map((s) => s.rank)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          expect(new Set(standings.map((s) => s.entrant)).size).toBe(n);
          for (let i = 1; i < n; i += 1)
            expect((standings[i - 1] as { won: number }).won).toBeGreaterThanOrEqual(
              (standings[i] as { won: number }).won,
            );
        },
      ),
    );
  });
});
