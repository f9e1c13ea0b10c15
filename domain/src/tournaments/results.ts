/**
 * Recording and correcting results. Organisers' most frequent request is changing a wrong result
 * after later rounds were played; the rule here is that nothing is silently wrong: a correction
 * resets exactly the later results whose match no longer stands (its entrants changed, or it is
 * no longer needed), and the caller can show that list before committing, since nothing here
 * writes anything.
 */
import type { Draw } from './draw.types';
import { type DrawResults, resolveDraw, type SlotEntrant, type SlotResult } from './progress';

const childrenCache = new WeakMap<Draw, Map<string, string[]>>();

/** Slot → the slots that read its result directly (its winner, loser, condition or pool ranks). */
function childrenOf(draw: Draw): Map<string, string[]> {
  const cached = childrenCache.get(draw);
  if (cached) return cached;
  const children = new Map<string, string[]>(draw.slots.map((slot) => [slot.key, []]));
  const poolSlots = new Map<number, string[]>();
  for (const slot of draw.slots)
    if (slot.pool !== null) poolSlots.set(slot.pool, [...(poolSlots.get(slot.pool) ?? []), slot.key]);
  const link = (parent: string, child: string) => {
    const list = children.get(parent);
    if (list && !list.includes(child)) list.push(child);
  };
  for (const slot of draw.slots) {
    for (const source of slot.sides) {
      if (source.kind === 'winner' || source.kind === 'loser') link(source.slot, slot.key);
      if (source.kind === 'pool_rank')
        for (const parent of poolSlots.get(source.pool) ?? []) link(parent, slot.key);
    }
    if (slot.playedIf) link(slot.playedIf.slot, slot.key);
  }
  childrenCache.set(draw, children);
  return children;
}

/**
 * The later slots whose entrants or results depend on this slot's result, directly or through
 * other slots, in the draw's order of play. For a pool match: the whole playoff (the pool's ranks
 * feed it). Unknown keys have none.
 */
export function dependentsOf(draw: Draw, slotKey: string): string[] {
  const children = childrenOf(draw);
  const found = new Set<string>();
  const queue = [...(children.get(slotKey) ?? [])];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (found.has(key)) continue;
    found.add(key);
    queue.push(...(children.get(key) ?? []));
  }
  return draw.slots.filter((slot) => found.has(slot.key)).map((slot) => slot.key);
}

export type RecordResultOutcome =
  | {
      ok: true;
      results: DrawResults;
      /** Later results dropped because their match no longer stands, in order of play. */
      reset: string[];
    }
  | {
      ok: false;
      /** unknown_slot: no such slot; not_playable: its two entrants are not both known, or it is a reset not needed. */
      reason: 'unknown_slot' | 'not_playable';
    };

const sameEntrants = (x: readonly SlotEntrant[], y: readonly SlotEntrant[]) => x[0] === y[0] && x[1] === y[1];

/**
 * Records a result (or, with null, clears one) and resets what it invalidates. A slot takes a
 * result once both its entrants are known (a bye or a not-needed reset cannot); recording over
 * an existing result is a correction. The same call serves as the preview: `reset` lists what
 * committing would reset.
 */
export function recordResult(
  draw: Draw,
  results: DrawResults,
  slotKey: string,
  result: SlotResult | null,
): RecordResultOutcome {
  if (!draw.slots.some((slot) => slot.key === slotKey)) return { ok: false, reason: 'unknown_slot' };
  const before = resolveDraw(draw, results);
  const slot = before.slots[slotKey];
  const playable =
    slot !== undefined &&
    slot.state !== 'not_needed' &&
    typeof slot.entrants[0] === 'number' &&
    typeof slot.entrants[1] === 'number';
  if (!playable && result !== null) return { ok: false, reason: 'not_playable' };

  const next: Record<string, SlotResult> = { ...results };
  if (result === null) delete next[slotKey];
  else next[slotKey] = result;
  const dependents = dependentsOf(draw, slotKey);
  const reset: string[] = [];
  for (;;) {
    const after = resolveDraw(draw, next);
    const broken = dependents.find((key) => {
      if (!next[key]) return false;
      const old = before.slots[key];
      const now = after.slots[key];
      return !old || !now || now.state !== 'done' || !sameEntrants(old.entrants, now.entrants);
    });
    if (broken === undefined) break;
    delete next[broken];
    reset.push(broken);
  }
  const order = new Map(draw.slots.map((slot, index) => [slot.key, index]));
  reset.sort((x, y) => (order.get(x) as number) - (order.get(y) as number));
  return { ok: true, results: next, reset };
}
