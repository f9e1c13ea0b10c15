import { describe, expect, it } from 'vitest';
import { generateConsolation } from './consolation';
import { generateDoubleElimination } from './double-elimination';
import { playWholeEvent } from './draw.testing';
import type { Draw } from './draw.types';
import { computePlacings } from './placings';
import { generatePoolPlay } from './pool-play';
import { resolveDraw } from './progress';
import { generateSingleElimination } from './single-elimination';

/** Placings when the better seed wins every match, as [entrant, place, medal]. */
function chalk(draw: Draw) {
  const event = playWholeEvent(draw, 1, { pickWinner: (_, [a, b]) => (a < b ? 'a' : 'b') });
  return computePlacings(draw, event.progress)?.map((p) => [p.entrant, p.place, p.medal]);
}

describe('computePlacings', () => {
  it('is null until the draw is complete', () => {
    expect(
      computePlacings(generateSingleElimination(4), resolveDraw(generateSingleElimination(4), {})),
    ).toBeNull();
  });

  it('single elimination without a bronze match: the semi-final losers share third, both bronze', () => {
    expect(chalk(generateSingleElimination(8))).toEqual([
      [1, 1, 'gold'],
      [2, 2, 'silver'],
      [3, 3, 'bronze'],
      [4, 3, 'bronze'],
      [5, 5, null],
      [6, 5, null],
      [7, 5, null],
      [8, 5, null],
    ]);
  });

  it('single elimination with a bronze match: its winner third, its loser fourth', () => {
    expect(chalk(generateSingleElimination(8, { bronzeMatch: true }))?.slice(2, 5)).toEqual([
      [3, 3, 'bronze'],
      [4, 4, null],
      [5, 5, null],
    ]);
  });

  it('double elimination: the losers’ final loser takes bronze, the rest by losers’ round', () => {
    expect(chalk(generateDoubleElimination(8))).toEqual([
      [1, 1, 'gold'],
      [2, 2, 'silver'],
      [3, 3, 'bronze'],
      [4, 4, null],
      [5, 5, null],
      [6, 5, null],
      [7, 7, null],
      [8, 7, null],
    ]);
  });

  it('consolation: the consolation winner takes bronze', () => {
    expect(chalk(generateConsolation(8))).toEqual([
      [1, 1, 'gold'],
      [2, 2, 'silver'],
      [3, 3, 'bronze'],
      [4, 4, null],
      [5, 5, null],
      [6, 5, null],
      [7, 7, null],
      [8, 7, null],
    ]);
  });

  it('pool play: the playoff first, then the teams out in the pools by their pool rank', () => {
    expect(chalk(generatePoolPlay(8, { pools: 2, advancePerPool: 2 }))).toEqual([
      [1, 1, 'gold'],
      [2, 2, 'silver'],
      [3, 3, 'bronze'],
      [4, 3, 'bronze'],
      [5, 5, null],
      [6, 5, null],
      [7, 7, null],
      [8, 7, null],
    ]);
  });
});
