/**
 * Final placings: gold, silver, bronze, then the rest by the round reached. Entrants who went out
 * at the same stage share a place (place = 1 + the number of entrants placed above), as
 * tournament results usually print "5th–8th".
 *
 * - Single elimination: champion, final loser; with a bronze match its winner is third and its
 *   loser fourth, without one the two semi-final losers share third and both take bronze (the
 *   common custom when no bronze match is played, and fairer than ranking them by a statistic);
 *   then the losers of each earlier round together.
 * - Double elimination: champion, grand-final loser, the losers' final loser takes bronze, then
 *   the losers of each earlier losers' round together.
 * - Consolation: champion, final loser, the consolation winner takes bronze and the consolation
 *   final's loser is fourth, then the losers of each earlier consolation round together.
 * - Round robin: the standings' order (tie-breaks make it total).
 * - Pool play: the playoff as single elimination, then the teams that did not advance, grouped by
 *   their rank in their pool (every pool's next team shares the next place, and so on).
 */
import type { Draw } from './draw.types';
import { type DrawProgress, finalSlotKey, type SlotProgress } from './progress';

export type Medal = 'gold' | 'silver' | 'bronze';

export interface Placing {
  entrant: number;
  place: number;
  medal: Medal | null;
}

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** The placings once the draw is complete; null before. Sorted by place, then seed. */
export function computePlacings(draw: Draw, progress: DrawProgress): Placing[] | null {
  if (!progress.complete || progress.champion === null) return null;
  const groups = placingGroups(draw, progress, progress.champion);
  const placings: Placing[] = [];
  for (const group of groups) {
    const place = placings.length + 1;
    for (const entrant of [...group].sort((x, y) => x - y))
      placings.push({ entrant, place, medal: MEDALS[place - 1] ?? null });
  }
  return placings;
}

function placingGroups(draw: Draw, progress: DrawProgress, champion: number): number[][] {
  const slot = (key: string) => progress.slots[key] as SlotProgress;
  const inBracket = (bracket: string) => draw.slots.filter((s) => s.bracket === bracket);
  const losersOfRound = (bracket: string, round: number) =>
    inBracket(bracket)
      .filter((s) => s.round === round)
      .map((s) => slot(s.key).loser)
      .filter((loser): loser is number => typeof loser === 'number');
  const maxRound = (bracket: string) => Math.max(0, ...inBracket(bracket).map((s) => s.round));
  const runnerUp = (key: string) =>
    slot(key).entrants.filter((e): e is number => typeof e === 'number' && e !== champion);
  const earlierRounds = (bracket: string, from: number) =>
    Array.from({ length: Math.max(0, from) }, (_, i) => losersOfRound(bracket, from - i));

  switch (draw.format) {
    case 'round_robin':
      return (progress.standings[0] ?? []).map((standing) => [standing.entrant]);
    case 'double_elimination': {
      const lastLosers = maxRound('losers');
      return [[champion], runnerUp('GF'), ...earlierRounds('losers', lastLosers)];
    }
    case 'consolation': {
      const final = finalSlotKey(draw) as string;
      const last = maxRound('consolation');
      const consolationFinal = inBracket('consolation').find((s) => s.round === last);
      const bronze = consolationFinal ? slot(consolationFinal.key).winner : null;
      return [
        [champion],
        runnerUp(final),
        typeof bronze === 'number' ? [bronze] : [],
        ...earlierRounds('consolation', last),
      ];
    }
    case 'single_elimination':
      return knockoutGroups('winners', champion);
    case 'pool_play': {
      const groups = knockoutGroups('playoff', champion);
      const advance = draw.settings.advancePerPool ?? 0;
      const largest = Math.max(...draw.pools.map((pool) => pool.length));
      for (let rank = advance + 1; rank <= largest; rank += 1)
        groups.push(
          progress.standings
            .map((standing) => standing[rank - 1]?.entrant)
            .filter((e): e is number => e !== undefined),
        );
      return groups;
    }
  }

  function knockoutGroups(bracket: 'winners' | 'playoff', winner: number): number[][] {
    const final = finalSlotKey(draw) as string;
    const last = maxRound(bracket);
    const groups = [[winner], runnerUp(final)];
    const bronze = progress.slots.BR;
    if (bronze) {
      groups.push(typeof bronze.winner === 'number' ? [bronze.winner] : []);
      groups.push(typeof bronze.loser === 'number' ? [bronze.loser] : []);
    } else if (last >= 2) groups.push(losersOfRound(bracket, last - 1));
    return [...groups, ...earlierRounds(bracket, last - 2)];
  }
}
