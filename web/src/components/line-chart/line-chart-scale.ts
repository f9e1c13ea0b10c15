/**
 * The arithmetic of {@link LineChart}, kept apart so it can be tested without a DOM: the value
 * range with some air, "nice" ticks (1, 2 or 5 times a power of ten) and the x ticks that fit.
 */

export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * The lowest and highest y of every point with a little air above and below (no dot sits on the
 * axis), widened so a flat or single-point line sits mid-height.
 */
export function yExtent(points: readonly ChartPoint[], minSpan: number): [number, number] {
  if (points.length === 0) return [0, 1];
  let low = Math.min(...points.map((point) => point.y));
  let high = Math.max(...points.map((point) => point.y));
  const air = (high - low) * 0.08;
  low -= air;
  high += air;
  if (high - low < minSpan) {
    const middle = (low + high) / 2;
    low = middle - minSpan / 2;
    high = middle + minSpan / 2;
  }
  return [low, high];
}

/** About `count` round values covering [low, high]; the range returned is the ticks' own. */
export function niceTicks(
  low: number,
  high: number,
  count = 4,
): { ticks: number[]; min: number; max: number } {
  const span = high - low || 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? raw;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 shows as 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  for (let value = min; value <= max + step / 2; value += step) ticks.push(Number(value.toFixed(digits)));
  return { ticks, min, max };
}

/** Up to `max` x values spread over [first, last] (both ends included), for the time axis labels. */
export function xTicks(first: number, last: number, max: number): number[] {
  if (last <= first || max <= 1) return [first];
  const count = Math.max(2, Math.floor(max));
  return Array.from({ length: count }, (_, index) => first + ((last - first) * index) / (count - 1));
}

/** A linear map from [domainLow, domainHigh] onto [rangeLow, rangeHigh]. */
export function linearScale(domainLow: number, domainHigh: number, rangeLow: number, rangeHigh: number) {
  const span = domainHigh - domainLow || 1;
  return (value: number) => rangeLow + ((value - domainLow) / span) * (rangeHigh - rangeLow);
}
