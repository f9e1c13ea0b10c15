/** One column of the revenue mini chart, in the SVG's own units. */
export interface ChartColumn {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  columns: ChartColumn[];
  /** The largest value: the top of the chart. */
  max: number;
}

/** Each day's slot in the viewBox; the SVG stretches to its container's width. */
const SLOT = 10;
const COLUMN = 7;
/** A day with some revenue stays visible however small beside the best day. */
const MIN_VISIBLE = 1.5;

/**
 * Lays out one column per value, scaled so the best day fills `height`. Zero, negative (a day
 * of refunds) and missing values draw nothing; a chart of zeros is flat, not divided by zero.
 */
export function layoutRevenueChart(values: readonly number[], height = 48): ChartLayout {
  const max = Math.max(0, ...values.map((value) => (Number.isFinite(value) ? value : 0)));
  const columns = values.map((value, index) => {
    const amount = Number.isFinite(value) && value > 0 ? value : 0;
    const scaled = max > 0 ? (amount / max) * height : 0;
    const columnHeight = amount > 0 ? Math.max(MIN_VISIBLE, scaled) : 0;
    return {
      x: index * SLOT + (SLOT - COLUMN) / 2,
      y: height - columnHeight,
      width: COLUMN,
      height: columnHeight,
    };
  });
  return { width: Math.max(1, values.length) * SLOT, height, columns, max };
}

/** The sum of the period and its best day (the first of equals); null best when nothing came in. */
export function summarizeRevenue<T extends { amount: number }>(
  days: readonly T[],
): {
  total: number;
  best: T | null;
} {
  let total = 0;
  let best: T | null = null;
  for (const day of days) {
    total += day.amount;
    if (day.amount > 0 && (!best || day.amount > best.amount)) best = day;
  }
  return { total, best };
}
