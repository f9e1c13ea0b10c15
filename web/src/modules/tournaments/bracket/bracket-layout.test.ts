import { generateDraw } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { bracketDimensions, type LayoutSlotInput, layoutSection, sideLineY } from './bracket-layout';

const dims = bracketDimensions(false);

/** The engine's slots of one bracket, in the shape the layout reads. */
function slotsOf(
  format: Parameters<typeof generateDraw>[0],
  entrants: number,
  bracket: string,
  options = {},
) {
  const draw = generateDraw(format, entrants, options);
  return draw.slots
    .filter((slot) => slot.bracket === bracket)
    .map(
      (slot): LayoutSlotInput => ({
        key: slot.key,
        round: slot.round,
        position: slot.position,
        sides: [{ source: slot.sides[0] }, { source: slot.sides[1] }],
        winner_to: slot.winnerTo,
      }),
    );
}

describe('layoutSection', () => {
  it('puts each round in a column and centres a match between the two matches that feed it', () => {
    const layout = layoutSection(slotsOf('single_elimination', 8, 'winners'), dims);
    expect(layout.columns.map((column) => column.keys)).toEqual([
      ['W1-1', 'W1-2', 'W1-3', 'W1-4'],
      ['W2-1', 'W2-2'],
      ['W3-1'],
    ]);
    const row = (key: string) => layout.boxes.get(key)?.row;
    expect(row('W2-1')).toBe(0.5);
    expect(row('W2-2')).toBe(2.5);
    expect(row('W3-1')).toBe(1.5);
    expect(layout.boxes.get('W3-1')?.x).toBe(2 * (dims.boxWidth + dims.columnGap));
  });

  it('joins every match to the line its winner takes next, and only within the bracket', () => {
    const layout = layoutSection(slotsOf('single_elimination', 8, 'winners'), dims);
    expect(layout.connectors).toHaveLength(6);
    const toFinal = layout.connectors.filter((connector) => connector.to === 'W3-1');
    expect(toFinal.map((connector) => connector.side).sort()).toEqual(['a', 'b']);
    const final = layout.boxes.get('W3-1');
    const lower = toFinal.find((connector) => connector.side === 'b');
    expect(final && lower?.path.endsWith(`V${sideLineY(final, 'b', dims)}H${final.x}`)).toBe(true);
  });

  it('keeps a losers’ round fed by a drop-in level with its own feeder, and never overlaps a column', () => {
    for (const entrants of [6, 12, 32, 128]) {
      const layout = layoutSection(
        slotsOf('double_elimination', entrants, 'losers', { grandFinalReset: true }),
        dims,
      );
      for (const column of layout.columns) {
        const rows = column.keys.map((key) => layout.boxes.get(key)?.row ?? Number.NaN);
        for (let index = 1; index < rows.length; index += 1)
          expect(rows[index] ?? 0, `${entrants}: ${column.keys[index]}`).toBeGreaterThanOrEqual(
            (rows[index - 1] ?? 0) + 1,
          );
      }
    }
    const layout = layoutSection(slotsOf('double_elimination', 8, 'losers', { grandFinalReset: true }), dims);
    expect(layout.boxes.get('L2-1')?.row).toBe(layout.boxes.get('L1-1')?.row);
    expect(layout.boxes.get('L2-2')?.row).toBe(layout.boxes.get('L1-2')?.row);
  });

  it('sizes the canvas to hold a 128-entrant draw and every box inside it', () => {
    const layout = layoutSection(slotsOf('single_elimination', 128, 'winners'), dims);
    expect(layout.columns).toHaveLength(7);
    expect(layout.boxes.size).toBe(127);
    for (const box of layout.boxes.values()) {
      expect(box.x + dims.boxWidth).toBeLessThanOrEqual(layout.width);
      expect(box.y + dims.boxHeight).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws the grand final and its reset side by side, the reset joined to the final', () => {
    const layout = layoutSection(slotsOf('double_elimination', 6, 'final', { grandFinalReset: true }), dims);
    expect(layout.columns.map((column) => column.keys)).toEqual([['GF'], ['GF2']]);
    expect(layout.boxes.get('GF2')?.row).toBe(layout.boxes.get('GF')?.row);
    expect(layout.connectors.map((connector) => `${connector.from}→${connector.to}`)).toEqual(['GF→GF2']);
  });

  it('gives an empty bracket no size', () => {
    const layout = layoutSection([], dims);
    expect(layout).toMatchObject({ width: 0, height: dims.headHeight, connectors: [] });
  });
});
