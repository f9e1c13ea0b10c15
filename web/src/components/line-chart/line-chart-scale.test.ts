import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks, xTicks, yExtent } from './line-chart-scale';

describe('the line chart scales', () => {
  it('widens a flat series so its line sits in the middle', () => {
    expect(yExtent([{ x: 1, y: 3.5 }], 0.5)).toEqual([3.25, 3.75]);
    expect(yExtent([], 0.5)).toEqual([0, 1]);
  });

  it('leaves air above and below the highest and lowest points', () => {
    const [low, high] = yExtent(
      [
        { x: 1, y: 4 },
        { x: 2, y: 5 },
      ],
      0.1,
    );
    expect(low).toBeCloseTo(3.92);
    expect(high).toBeCloseTo(5.08);
  });

  it('makes round ticks that cover the values', () => {
    const { ticks, min, max } = niceTicks(3.41, 3.93, 4);
    expect(min).toBeLessThanOrEqual(3.41);
    expect(max).toBeGreaterThanOrEqual(3.93);
    expect(ticks).toEqual([3.4, 3.6, 3.8, 4]);
  });

  it('spreads the time labels from the first to the last point', () => {
    expect(xTicks(0, 100, 3)).toEqual([0, 50, 100]);
    expect(xTicks(5, 5, 4)).toEqual([5]);
  });

  it('maps values onto pixels, upside down for y', () => {
    const y = linearScale(2, 8, 200, 0);
    expect(y(2)).toBe(200);
    expect(y(5)).toBe(100);
  });
});
