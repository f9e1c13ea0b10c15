/**
 * A draw's matches as the day's scheduler takes them (scheduler.ts): every slot that will be
 * played (byes and empty back-draw slots are not), what feeds it, and everyone who may play it: a
 * seed's players, a feeding match's possible players (winner or loser), or a whole pool for a
 * place in the playoff. A grand-final reset is scheduled too, in case it is needed.
 */
import type { Draw, DrawSlot, SlotSource } from './draw.types';
import { resolveDraw } from './progress';
import type { ScheduleMatch } from './scheduler';

/**
 * Minutes a match of this format is expected to take, on court: about 1.35 minutes per point to
 * win for a game (a game to 11 ≈ 15 minutes), the games an even match goes to (best of 3: 2.5),
 * and 5 minutes to warm up and change over. The director can edit it.
 */
export function expectedMatchMinutes(format: { best_of: number; target_points: number }): number {
  const games = format.best_of === 1 ? 1 : format.best_of === 5 ? 4 : 2.5;
  return Math.round(games * format.target_points * 1.35 + 5);
}

export function drawMatches(
  event: string,
  draw: Draw,
  playersOfSeed: (seed: number) => readonly number[],
  duration: (slot: DrawSlot) => number,
): ScheduleMatch[] {
  const progress = resolveDraw(draw, {});
  const played = (key: string) => {
    const state = progress.slots[key]?.state;
    return state === 'waiting' || state === 'ready';
  };
  const possible = new Map<string, number[]>();
  const known = (entrant: number | 'bye' | null | undefined) =>
    typeof entrant === 'number' ? [...playersOfSeed(entrant)] : [];
  const sidePlayers = (source: SlotSource): number[] => {
    switch (source.kind) {
      case 'seed':
        return [...playersOfSeed(source.seed)];
      case 'bye':
        return [];
      case 'pool_rank':
        return (draw.pools[source.pool - 1] ?? []).flatMap((seed) => [...playersOfSeed(seed)]);
      case 'winner':
        return played(source.slot)
          ? (possible.get(source.slot) ?? [])
          : known(progress.slots[source.slot]?.winner);
      case 'loser':
        return played(source.slot)
          ? (possible.get(source.slot) ?? [])
          : known(progress.slots[source.slot]?.loser);
    }
  };
  /** The matches that decide a side: its match, or every match of its pool. */
  const feedersOf = (source: SlotSource): string[] => {
    if ((source.kind === 'winner' || source.kind === 'loser') && played(source.slot))
      return [`${event}:${source.slot}`];
    if (source.kind === 'pool_rank')
      return draw.slots
        .filter((other) => other.pool === source.pool && played(other.key))
        .map((other) => `${event}:${other.key}`);
    return [];
  };
  const matches: ScheduleMatch[] = [];
  // Slots are in an order of play: every slot comes after those it depends on.
  for (const slot of draw.slots) {
    const players = [...new Set(slot.sides.flatMap(sidePlayers))];
    possible.set(slot.key, players);
    if (!played(slot.key)) continue;
    matches.push({
      id: `${event}:${slot.key}`,
      event,
      group: `${event}:${slot.bracket}${slot.pool === null ? '' : `:${slot.pool}`}`,
      round: slot.round,
      duration: duration(slot),
      feeds: [...new Set(slot.sides.flatMap(feedersOf))],
      players,
      known: [
        ...new Set(slot.sides.flatMap((source) => (source.kind === 'seed' ? sidePlayers(source) : []))),
      ],
    });
  }
  return matches;
}
