/**
 * Building blocks shared by the elimination formats: the main bracket (rounds of neighbouring
 * winners), the back draw fed by its losers, and the finishing step that links every slot to where
 * its winner and loser go and puts the slots in an order of play.
 */

import type {
  DrawBracket,
  DrawSlot,
  RoundLabel,
  SlotMatchFormat,
  SlotSource,
  SlotTarget,
} from './draw.types';
import { dropOrders } from './drop-order';

/** A slot before linking: its targets are derived from the other slots' sources. */
export type SlotDraft = Omit<DrawSlot, 'winnerTo' | 'loserTo'>;

export function draftSlot(
  fields: Pick<SlotDraft, 'key' | 'bracket' | 'round' | 'position' | 'sides' | 'label'> & {
    pool?: number | null;
    playedIf?: SlotDraft['playedIf'];
    matchFormat?: SlotMatchFormat;
  },
): SlotDraft {
  return { pool: null, playedIf: null, matchFormat: 'event', ...fields };
}

export const winnerOf = (slot: string): SlotSource => ({ kind: 'winner', slot });
export const loserOf = (slot: string): SlotSource => ({ kind: 'loser', slot });

/** Final, semi-final, quarter-final, then "round of N" by the number of slots left in the round. */
export function mainRoundLabel(slotsInRound: number): RoundLabel {
  if (slotsInRound === 1) return { key: 'final' };
  if (slotsInRound === 2) return { key: 'semi_final' };
  if (slotsInRound === 4) return { key: 'quarter_final' };
  return { key: 'round_of', size: slotsInRound * 2 };
}

/**
 * A single-elimination bracket from its first round (top to bottom): round r + 1 slot i plays
 * the winners of round r slots 2i − 1 and 2i. Keys `<prefix><round>-<position>`.
 */
export function buildMainBracket(
  firstRound: readonly (readonly [SlotSource, SlotSource])[],
  prefix: string,
  bracket: DrawBracket,
): SlotDraft[][] {
  const rounds: SlotDraft[][] = [];
  let previous: string[] = [];
  for (let round = 1, count = firstRound.length; count >= 1; round += 1, count /= 2) {
    const slots = Array.from({ length: count }, (_, index) => {
      const sides: readonly [SlotSource, SlotSource] =
        round === 1
          ? (firstRound[index] as readonly [SlotSource, SlotSource])
          : [winnerOf(previous[2 * index] as string), winnerOf(previous[2 * index + 1] as string)];
      const key = `${prefix}${round}-${index + 1}`;
      return draftSlot({ key, bracket, round, position: index + 1, sides, label: mainRoundLabel(count) });
    });
    rounds.push(slots);
    previous = slots.map((slot) => slot.key);
  }
  return rounds;
}

/**
 * The back draw fed by the main bracket's losers, through main round `lastDrop` (double
 * elimination: every round, the final included; consolation: up to the semi-finals). Round 1
 * pairs W1's losers; the losers of W(j+1) drop into round 2j against round 2j−1's survivors in the
 * order drop-order.ts picks; while more than one slot is left, a round pairs the survivors.
 * With byes, losers of bye slots are byes: progress.ts resolves the slots they leave empty.
 */
export function buildBackDraw(
  main: readonly SlotDraft[][],
  lastDrop: number,
  prefix: string,
  bracket: DrawBracket,
  labels: { round: 'losers_round' | 'consolation_round'; final: 'losers_final' | 'consolation_final' },
): SlotDraft[][] {
  const firstMain = main[0] ?? [];
  if (lastDrop < 1 || firstMain.length < 2) return [];
  const rounds: SourcesRound[] = [];
  rounds.push(
    Array.from({ length: firstMain.length / 2 }, (_, i) => [
      loserOf((firstMain[2 * i] as SlotDraft).key),
      loserOf((firstMain[2 * i + 1] as SlotDraft).key),
    ]),
  );
  const orders = dropOrders(firstMain.length * 2, lastDrop - 1);
  const key = (round: number, position: number) => `${prefix}${round}-${position}`;
  for (let j = 1; j < lastDrop; j += 1) {
    const dropping = main[j] as SlotDraft[];
    const order = orders[j - 1] as number[];
    const into = new Array<string>(dropping.length);
    order.forEach((target, x) => {
      into[target - 1] = (dropping[x] as SlotDraft).key;
    });
    const survivorsRound = rounds.length;
    rounds.push(into.map((dropped, i) => [winnerOf(key(survivorsRound, i + 1)), loserOf(dropped)]));
    if (dropping.length > 1) {
      const pairRound = rounds.length;
      rounds.push(
        Array.from({ length: dropping.length / 2 }, (_, i) => [
          winnerOf(key(pairRound, 2 * i + 1)),
          winnerOf(key(pairRound, 2 * i + 2)),
        ]),
      );
    }
  }
  return rounds.map((sources, index) =>
    sources.map((sides, position) =>
      draftSlot({
        key: key(index + 1, position + 1),
        bracket,
        round: index + 1,
        position: position + 1,
        sides,
        label: index === rounds.length - 1 ? { key: labels.final } : { key: labels.round, round: index + 1 },
      }),
    ),
  );
}

type SourcesRound = (readonly [SlotSource, SlotSource])[];

/** Within one wave: the bronze match before the final it shares the wave with. */
const BRACKET_ORDER: readonly DrawBracket[] = [
  'pool',
  'bronze',
  'winners',
  'playoff',
  'losers',
  'consolation',
  'final',
];

/**
 * Links every slot to where its winner and loser go, and sorts the slots into an order of play:
 * by the earliest wave a slot can be played in (one more than the latest slot it waits for), then
 * bracket, round, pool and position. Throws on a draw that routes one result to two places.
 */
export function finalizeSlots(drafts: readonly SlotDraft[]): DrawSlot[] {
  const byKey = new Map<string, DrawSlot>();
  for (const draft of drafts) {
    if (byKey.has(draft.key)) throw new Error(`duplicate slot key ${draft.key}`);
    byKey.set(draft.key, { ...draft, winnerTo: null, loserTo: null });
  }
  for (const slot of byKey.values())
    slot.sides.forEach((source, index) => {
      if (source.kind !== 'winner' && source.kind !== 'loser') return;
      const from = byKey.get(source.slot);
      if (!from) throw new Error(`slot ${slot.key} reads from unknown slot ${source.slot}`);
      const target: SlotTarget = { slot: slot.key, side: index === 0 ? 'a' : 'b' };
      const field = source.kind === 'winner' ? 'winnerTo' : 'loserTo';
      if (from[field] !== null) throw new Error(`slot ${from.key} has two ${field} targets`);
      from[field] = target;
    });
  const waves = computeWaves([...byKey.values()]);
  const rank = (slot: DrawSlot) => BRACKET_ORDER.indexOf(slot.bracket);
  return [...byKey.values()].sort(
    (x, y) =>
      (waves.get(x.key) as number) - (waves.get(y.key) as number) ||
      rank(x) - rank(y) ||
      x.round - y.round ||
      (x.pool ?? 0) - (y.pool ?? 0) ||
      x.position - y.position,
  );
}

function computeWaves(slots: readonly DrawSlot[]): Map<string, number> {
  const byKey = new Map(slots.map((slot) => [slot.key, slot]));
  const poolWave = new Map<number, number>();
  const waves = new Map<string, number>();
  const visit = (slot: DrawSlot): number => {
    const known = waves.get(slot.key);
    if (known !== undefined) return known;
    let wave = 1;
    const after = (key: string) => {
      wave = Math.max(wave, visit(byKey.get(key) as DrawSlot) + 1);
    };
    for (const source of slot.sides) {
      if (source.kind === 'winner' || source.kind === 'loser') after(source.slot);
      if (source.kind === 'pool_rank') wave = Math.max(wave, (poolWave.get(source.pool) ?? 0) + 1);
    }
    if (slot.playedIf) after(slot.playedIf.slot);
    waves.set(slot.key, wave);
    return wave;
  };
  for (const slot of slots)
    if (slot.pool !== null) poolWave.set(slot.pool, Math.max(poolWave.get(slot.pool) ?? 0, visit(slot)));
  for (const slot of slots) visit(slot);
  return waves;
}
