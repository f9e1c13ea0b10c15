/**
 * Pool standings with USA Pickleball's tie-breaks, in order:
 *   1. matches won;
 *   2. head-to-head among the tied (matches won in the matches between them);
 *   3. point differential over all the pool's games;
 *   4. head-to-head point differential (games between the tied);
 *   5. point differential against the next-highest placed team;
 *   6. then, so that the order is always total and reproducible, the better (lower) seed.
 *
 * When a step splits a tie into smaller ties, each smaller tie starts again at step 2 among its
 * own members (a three-way tie that point differential cuts to two is settled by those two's
 * head-to-head), as PickleballBrackets applies the USA Pickleball rules. Ties are resolved from
 * the top, so "the next-highest placed team" of a tie is the team placed just above it; a tie
 * for first has none, and step 5 cannot separate it.
 *
 * A walkover counts as a match won and lost, with no points. Standings of an unfinished pool
 * rank what has been played.
 */
import type { SlotSide } from './draw.types';

export interface PoolMatch {
  /** Seeds on side a and side b. */
  a: number;
  b: number;
  winner: SlotSide;
  /** Points per game as [side a, side b]. */
  games: readonly (readonly [number, number])[];
  walkover?: boolean;
}

export type TieBreak =
  | 'head_to_head'
  | 'point_differential'
  | 'head_to_head_point_differential'
  | 'point_differential_vs_next'
  | 'seed';

export interface PoolStanding {
  entrant: number;
  /** 1-based; always distinct. */
  rank: number;
  played: number;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDifferential: number;
  /** The tie-break that placed this entrant within a tie on matches won; null when not tied. */
  decidedBy: TieBreak | null;
}

type Criterion = 'matches_won' | TieBreak;
const AFTER_MATCHES_WON: readonly TieBreak[] = [
  'head_to_head',
  'point_differential',
  'head_to_head_point_differential',
  'point_differential_vs_next',
  'seed',
];

interface Tally {
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
}

export function rankPool(entrants: readonly number[], matches: readonly PoolMatch[]): PoolStanding[] {
  const members = new Set(entrants);
  for (const match of matches)
    if (!members.has(match.a) || !members.has(match.b) || match.a === match.b)
      throw new RangeError(`match ${match.a} v ${match.b} is not between two entrants of this pool`);
  const records = new Map(entrants.map((e) => [e, { won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 }]));
  for (const match of matches) {
    const a = records.get(match.a) as Tally;
    const b = records.get(match.b) as Tally;
    const [winner, loser] = match.winner === 'a' ? [a, b] : [b, a];
    winner.won += 1;
    loser.lost += 1;
    for (const [pa, pb] of match.games) {
      a.pointsFor += pa;
      a.pointsAgainst += pb;
      b.pointsFor += pb;
      b.pointsAgainst += pa;
    }
  }

  const matchesOf = new Map<number, PoolMatch[]>(entrants.map((e) => [e, []]));
  for (const match of matches) {
    matchesOf.get(match.a)?.push(match);
    matchesOf.get(match.b)?.push(match);
  }
  /** Matches won and point differential of `entrant` in its matches against `opponents`. */
  const against = (entrant: number, opponents: ReadonlySet<number>) => {
    let won = 0;
    let differential = 0;
    for (const match of matchesOf.get(entrant) ?? []) {
      const side = match.a === entrant ? 'a' : 'b';
      if (!opponents.has(side === 'a' ? match.b : match.a)) continue;
      if (match.winner === side) won += 1;
      for (const [pa, pb] of match.games) differential += side === 'a' ? pa - pb : pb - pa;
    }
    return { won, differential };
  };

  const placed: { entrant: number; decidedBy: TieBreak | null }[] = [];
  const value = (criterion: Criterion, entrant: number, tied: ReadonlySet<number>): number => {
    const record = records.get(entrant) as Tally;
    switch (criterion) {
      case 'matches_won':
        return record.won;
      case 'head_to_head':
        return against(entrant, tied).won;
      case 'point_differential':
        return record.pointsFor - record.pointsAgainst;
      case 'head_to_head_point_differential':
        return against(entrant, tied).differential;
      case 'point_differential_vs_next': {
        const above = placed.at(-1);
        return above === undefined ? 0 : against(entrant, new Set([above.entrant])).differential;
      }
      case 'seed':
        return -entrant;
    }
  };

  /** Places `group` (tied on everything before `criteria`) from the top. */
  const resolve = (group: readonly number[], criteria: readonly Criterion[], splitBy: TieBreak | null) => {
    if (group.length === 1) {
      placed.push({ entrant: group[0] as number, decidedBy: splitBy });
      return;
    }
    const tied = new Set(group);
    for (const criterion of criteria) {
      const values = new Map(group.map((entrant) => [entrant, value(criterion, entrant, tied)]));
      const distinct = [...new Set(values.values())].sort((x, y) => y - x);
      if (distinct.length === 1) continue;
      for (const level of distinct) {
        const subgroup = group.filter((entrant) => values.get(entrant) === level);
        resolve(subgroup, AFTER_MATCHES_WON, criterion === 'matches_won' ? null : criterion);
      }
      return;
    }
  };
  resolve(
    [...entrants].sort((x, y) => x - y),
    ['matches_won', ...AFTER_MATCHES_WON],
    null,
  );

  return placed.map(({ entrant, decidedBy }, index) => {
    const record = records.get(entrant) as Tally;
    return {
      entrant,
      rank: index + 1,
      played: record.won + record.lost,
      won: record.won,
      lost: record.lost,
      pointsFor: record.pointsFor,
      pointsAgainst: record.pointsAgainst,
      pointDifferential: record.pointsFor - record.pointsAgainst,
      // A team that has not played is listed by seed; nothing was decided, so nothing is said.
      decidedBy: decidedBy === 'seed' && record.won + record.lost === 0 ? null : decidedBy,
    };
  });
}
