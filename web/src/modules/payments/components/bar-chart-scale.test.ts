import { describe, expect, it } from 'vitest';
import { labelledIndexes } from './bar-chart-scale';

describe('the bar chart’s labels', () => {
  it('labels every bar when they fit', () => {
    expect([...labelledIndexes(7, 600)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels every few bars on a phone, always the last one', () => {
    const shown = labelledIndexes(30, 300);
    expect(shown.has(29)).toBe(true);
    expect(shown.size).toBeLessThanOrEqual(4);
    expect(shown.size).toBeGreaterThanOrEqual(3);
  });
});
