/**
 * Advancement, pure: from a draw and the results recorded so far, who stands in every slot and
 * what state it is in. Nothing here is stored; the server keeps the draw's slots and their
 * results, and recomputes this whenever it needs it (it is linear in the draw's size).
 *
 * States:
 *   waiting     an entrant is not known yet, or one of them still has an earlier match to play
 *               (pool rounds are played in order: nobody stands in two ready matches at once);
 *   ready       both entrants known, nothing recorded: the match can go on court;
 *   bye         one side is a bye: the other entrant advances by itself, and nobody loses;
 *   empty       both sides are byes (a back-draw slot fed only by byes): nobody advances;
 *   done        a result is recorded (a played match or a walkover);
 *   not_needed  a conditional slot whose condition failed (the reset when the winners'
 *               champion won the grand final).
 * The loser of a bye or empty slot is a bye: a bye is never a loss, and a back-draw slot that would
 * face nobody resolves by itself instead of waiting forever.
 */
import type { Draw, DrawSlot, SlotSide, SlotSource } from './draw.types';
import { type PoolMatch, type PoolStanding, rankPool } from './standings';

export interface SlotResult {
  winner: SlotSide;
  /** Won without playing (the opponent withdrew or did not show). */
  walkover?: boolean;
  /** Points per game as [side a, side b]; pool standings need them. */
  games?: readonly (readonly [number, number])[];
}

/** Slot key → its recorded result. */
export type DrawResults = Readonly<Record<string, SlotResult>>;

/** A seed, a bye, or null while not known. */
export type SlotEntrant = number | 'bye' | null;

export type SlotState = 'waiting' | 'ready' | 'bye' | 'empty' | 'done' | 'not_needed';

export interface SlotProgress {
  key: string;
  state: SlotState;
  entrants: [SlotEntrant, SlotEntrant];
  /** Who goes on and who drops: an entrant, a bye (nobody), or null while undecided. */
  winner: SlotEntrant;
  loser: SlotEntrant;
  /** The result that counts (state done); null otherwise. */
  result: SlotResult | null;
}

export interface DrawProgress {
  slots: Record<string, SlotProgress>;
  /** Standings per pool (index pool − 1) from the results so far. */
  standings: PoolStanding[][];
  poolsComplete: boolean[];
  /** Every slot is done, a bye, empty or not needed. */
  complete: boolean;
  champion: number | null;
  /**
   * Keys with a recorded result that does not count: the slot cannot be played now (an entrant is
   * unknown, a bye, the slot is not needed) or does not exist. A correction upstream leaves such
   * results behind when they are not reset with it (results.ts resets them).
   */
  stale: string[];
}

const SETTLED: ReadonlySet<SlotState> = new Set(['done', 'bye', 'empty', 'not_needed']);

export function isSlotSettled(state: SlotState): boolean {
  return SETTLED.has(state);
}

export function resolveDraw(draw: Draw, results: DrawResults): DrawProgress {
  const slots: Record<string, SlotProgress> = {};
  const poolMatches: PoolMatch[][] = draw.pools.map(() => []);
  const poolOpen = draw.pools.map(() => 0);
  for (const slot of draw.slots)
    if (slot.pool !== null) poolOpen[slot.pool - 1] = (poolOpen[slot.pool - 1] ?? 0) + 1;
  // Ranked once, when first read: pool slots come before every slot that reads a pool's ranks.
  const ranked = new Map<number, PoolStanding[]>();
  const standingsOf = (pool: number): PoolStanding[] => {
    let standing = ranked.get(pool);
    if (!standing) {
      standing = rankPool(draw.pools[pool] as number[], poolMatches[pool] as PoolMatch[]);
      ranked.set(pool, standing);
    }
    return standing;
  };
  const engaged = new Set<number>();
  const keys = new Set(draw.slots.map((slot) => slot.key));
  const stale = Object.keys(results).filter((key) => !keys.has(key));

  const entrantFrom = (source: SlotSource): SlotEntrant => {
    switch (source.kind) {
      case 'seed':
        return source.seed;
      case 'bye':
        return 'bye';
      case 'winner':
        return slots[source.slot]?.winner ?? null;
      case 'loser':
        return slots[source.slot]?.loser ?? null;
      case 'pool_rank':
        if (poolOpen[source.pool - 1] !== 0) return null;
        return standingsOf(source.pool - 1)[source.rank - 1]?.entrant ?? 'bye';
    }
  };

  for (const slot of draw.slots) {
    const recorded = results[slot.key] ?? null;
    const entrants: [SlotEntrant, SlotEntrant] = [entrantFrom(slot.sides[0]), entrantFrom(slot.sides[1])];
    const [state, winner, loser] = settleSlot(slot, entrants, recorded, slots, engaged);
    const progress: SlotProgress = {
      key: slot.key,
      state,
      entrants,
      winner,
      loser,
      result: state === 'done' ? recorded : null,
    };
    slots[slot.key] = progress;
    if (recorded && state !== 'done') stale.push(slot.key);
    if (slot.pool !== null && progress.state === 'done' && progress.result) {
      const { winner: side, games = [], walkover = false } = progress.result;
      const [a, b] = progress.entrants as [number, number];
      (poolMatches[slot.pool - 1] as PoolMatch[]).push({ a, b, winner: side, games, walkover });
      poolOpen[slot.pool - 1] = (poolOpen[slot.pool - 1] as number) - 1;
    }
  }

  const standings = draw.pools.map((_, pool) => standingsOf(pool));
  const complete = draw.slots.every((slot) => isSlotSettled((slots[slot.key] as SlotProgress).state));
  return {
    slots,
    standings,
    poolsComplete: poolOpen.map((open) => open === 0),
    complete,
    champion: championOf(draw, slots, standings, complete),
    stale,
  };
}

type Settled = readonly [SlotState, SlotEntrant, SlotEntrant];
const WAITING: Settled = ['waiting', null, null];

/** A slot's state, winner and loser, given its entrants and its recorded result. */
function settleSlot(
  slot: DrawSlot,
  entrants: readonly [SlotEntrant, SlotEntrant],
  result: SlotResult | null,
  slots: Readonly<Record<string, SlotProgress>>,
  engaged: Set<number>,
): Settled {
  if (slot.playedIf) {
    const condition = slots[slot.playedIf.slot];
    if (condition?.state !== 'done') return WAITING;
    if (condition.result?.winner !== slot.playedIf.winner) return ['not_needed', null, null];
  }
  const [a, b] = entrants;
  if (a === 'bye' && b === 'bye') return ['empty', 'bye', 'bye'];
  if (a === 'bye' && typeof b === 'number') return ['bye', b, 'bye'];
  if (b === 'bye' && typeof a === 'number') return ['bye', a, 'bye'];
  if (typeof a !== 'number' || typeof b !== 'number') return WAITING;
  if (result) return result.winner === 'a' ? ['done', a, b] : ['done', b, a];
  const busy = engaged.has(a) || engaged.has(b);
  engaged.add(a);
  engaged.add(b);
  return [busy ? 'waiting' : 'ready', null, null];
}

/** The winners' or playoff bracket's final: the single slot of its last round. */
export function finalSlotKey(draw: Draw): string | null {
  if (draw.bracketSize === null) return null;
  const prefix = draw.format === 'pool_play' ? 'PO' : 'W';
  return `${prefix}${Math.log2(draw.bracketSize)}-1`;
}

function championOf(
  draw: Draw,
  slots: Readonly<Record<string, SlotProgress>>,
  standings: readonly PoolStanding[][],
  complete: boolean,
): number | null {
  const winnerOf = (key: string) => {
    const slot = slots[key];
    return slot && (slot.state === 'done' || slot.state === 'bye') && typeof slot.winner === 'number'
      ? slot.winner
      : null;
  };
  switch (draw.format) {
    case 'round_robin':
      return complete ? (standings[0]?.[0]?.entrant ?? null) : null;
    case 'double_elimination': {
      const reset = slots.GF2;
      if (reset && reset.state !== 'not_needed') return winnerOf('GF2');
      return winnerOf('GF');
    }
    default: {
      const final = finalSlotKey(draw);
      return final === null ? null : winnerOf(final);
    }
  }
}
