/**
 * Where each match of an elimination bracket is drawn (pure, so it is tested without a DOM):
 * rounds as columns, a match centred between the matches that feed it, connectors from a match
 * to the line its winner takes in the next round. The losers' bracket's rounds are fed by one
 * match of their own and a loser dropping in from the winners' bracket: such a match sits level
 * with its own feeder. A column never overlaps: a match is pushed below the one above it.
 */

export type SlotSideName = 'a' | 'b';

/** What the layout reads of a slot (the API's BracketSlot has all of it). */
export interface LayoutSlotInput {
  key: string;
  round: number;
  position: number;
  sides: readonly [{ source: LayoutSource }, { source: LayoutSource }];
  winner_to: { slot: string; side: SlotSideName } | null;
}

export type LayoutSource =
  | { kind: 'seed' }
  | { kind: 'bye' }
  | { kind: 'winner'; slot: string }
  | { kind: 'loser'; slot: string }
  | { kind: 'pool_rank' };

export interface BracketDimensions {
  boxWidth: number;
  boxHeight: number;
  /** The box's top line (number, round state), above the two sides. */
  boxHeaderHeight: number;
  columnGap: number;
  rowGap: number;
  /** Room above the first row for the rounds' names. */
  headHeight: number;
}

/**
 * A phone shows a column and a half and scrolls sideways; names stay at 14 px. A pair's two
 * names stand one above the other, so each side of its box is two lines high.
 */
export function bracketDimensions(isPairs: boolean): BracketDimensions {
  return {
    boxWidth: isPairs ? 256 : 236,
    boxHeight: isPairs ? 102 : 80,
    boxHeaderHeight: 22,
    columnGap: 40,
    rowGap: 14,
    headHeight: 32,
  };
}

export interface PlacedBox {
  key: string;
  column: number;
  /** Row in units of one box (fractional between two feeders). */
  row: number;
  x: number;
  y: number;
}

export interface Connector {
  from: string;
  to: string;
  side: SlotSideName;
  /** An SVG path: across from the box's middle, down or up, across into the side's line. */
  path: string;
}

export interface SectionLayout {
  /** The rounds, left to right, each with its slots top to bottom. */
  columns: { round: number; keys: string[]; x: number }[];
  boxes: Map<string, PlacedBox>;
  connectors: Connector[];
  width: number;
  height: number;
}

/** The y of a side's line inside a box (the middle of its half of the body). */
export function sideLineY(box: { y: number }, side: SlotSideName, dims: BracketDimensions): number {
  const lineHeight = (dims.boxHeight - dims.boxHeaderHeight) / 2;
  return box.y + dims.boxHeaderHeight + lineHeight * (side === 'a' ? 0.5 : 1.5);
}

export function layoutSection(
  slots: readonly LayoutSlotInput[],
  dims: BracketDimensions = bracketDimensions(false),
): SectionLayout {
  const rounds = [...new Set(slots.map((slot) => slot.round))].sort((x, y) => x - y);
  const columns = rounds.map((round, index) => ({
    round,
    keys: slots
      .filter((slot) => slot.round === round)
      .sort((x, y) => x.position - y.position)
      .map((slot) => slot.key),
    x: index * (dims.boxWidth + dims.columnGap),
  }));
  const byKey = new Map(slots.map((slot) => [slot.key, slot]));
  const rows = new Map<string, number>();
  for (const [column, { keys }] of columns.entries()) {
    let previous = Number.NEGATIVE_INFINITY;
    for (const [index, key] of keys.entries()) {
      const slot = byKey.get(key);
      const feeders = (slot?.sides ?? [])
        .map(({ source }) => (source.kind === 'winner' ? rows.get(source.slot) : undefined))
        .filter((row): row is number => row !== undefined);
      const wanted =
        column === 0 || feeders.length === 0
          ? Math.max(index, previous + 1)
          : feeders.reduce((sum, row) => sum + row, 0) / feeders.length;
      const row = Math.max(wanted, previous + 1);
      rows.set(key, row);
      previous = row;
    }
  }
  const pitch = dims.boxHeight + dims.rowGap;
  const boxes = new Map<string, PlacedBox>();
  for (const [column, { keys, x }] of columns.entries())
    for (const key of keys) {
      const row = rows.get(key) ?? 0;
      boxes.set(key, { key, column, row, x, y: dims.headHeight + row * pitch });
    }
  const connectors: Connector[] = [];
  for (const slot of slots) {
    const from = boxes.get(slot.key);
    const to = slot.winner_to ? boxes.get(slot.winner_to.slot) : undefined;
    if (!from || !to || !slot.winner_to || to.column <= from.column) continue;
    const startX = from.x + dims.boxWidth;
    const startY = from.y + dims.boxHeaderHeight + (dims.boxHeight - dims.boxHeaderHeight) / 2;
    const endX = to.x;
    const endY = sideLineY(to, slot.winner_to.side, dims);
    const bendX = startX + dims.columnGap / 2;
    connectors.push({
      from: slot.key,
      to: slot.winner_to.slot,
      side: slot.winner_to.side,
      path: `M${startX} ${startY}H${bendX}V${endY}H${endX}`,
    });
  }
  const lastRow = Math.max(0, ...[...boxes.values()].map((box) => box.row));
  return {
    columns,
    boxes,
    connectors,
    width: Math.max(0, columns.length * (dims.boxWidth + dims.columnGap) - dims.columnGap),
    height: dims.headHeight + (slots.length === 0 ? 0 : lastRow * pitch + dims.boxHeight),
  };
}
