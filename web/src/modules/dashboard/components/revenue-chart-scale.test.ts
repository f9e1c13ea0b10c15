import { describe, expect, it } from 'vitest';
import { layoutRevenueChart, summarizeRevenue } from './revenue-chart-scale';

describe('the revenue mini chart', () => {
  it('fills the height with the best day and scales the others to it', () => {
    const { columns, max } = layoutRevenueChart([250_000, 1_000_000, 500_000], 40);
    expect(max).toBe(1_000_000);
    expect(columns.map((column) => column.height)).toEqual([10, 40, 20]);
    // Columns stand on the baseline.
    for (const column of columns) expect(column.y + column.height).toBe(40);
  });

  it('keeps a small day visible beside a large one', () => {
    const { columns } = layoutRevenueChart([1, 10_000_000], 48);
    expect(columns[0]?.height).toBeGreaterThan(0);
    expect(columns[1]?.height).toBe(48);
  });

  it('draws nothing for days without revenue or with more refunded than paid', () => {
    const { columns } = layoutRevenueChart([0, -50_000, 100_000], 48);
    expect(columns.map((column) => column.height)).toEqual([0, 0, 48]);
  });

  it('stays flat for a month without revenue instead of dividing by zero', () => {
    const { columns, max } = layoutRevenueChart(
      Array.from({ length: 30 }, () => 0),
      48,
    );
    expect(max).toBe(0);
    expect(columns).toHaveLength(30);
    expect(columns.every((column) => column.height === 0 && Number.isFinite(column.y))).toBe(true);
  });

  it('gives every day its own slot, left to right, inside the drawing', () => {
    const { columns, width } = layoutRevenueChart(
      Array.from({ length: 30 }, (_, index) => index),
      48,
    );
    expect(width).toBe(300);
    for (let index = 1; index < columns.length; index += 1)
      expect(columns[index]?.x).toBeGreaterThan(
        (columns[index - 1]?.x ?? 0) + (columns[index - 1]?.width ?? 0),
      );
    const last = columns[columns.length - 1];
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(width);
  });

  it('sums the period and names its best day (the first of equals)', () => {
    const days = [
      { date: '2026-11-01', amount: 100 },
      { date: '2026-11-02', amount: 300 },
      { date: '2026-11-03', amount: 300 },
      { date: '2026-11-04', amount: -50 },
    ];
    expect(summarizeRevenue(days)).toEqual({ total: 650, best: days[1] });
    expect(summarizeRevenue([{ date: '2026-11-01', amount: 0 }])).toEqual({ total: 0, best: null });
  });
});
