/** The room an x label of the bar chart needs, in pixels ("17 thg 11" at the chart's font size, with air). */
const LABEL_WIDTH = 72;

/** Which bars get an x label so that the labels fit: every few, counted from the last (today). */
export function labelledIndexes(count: number, plotWidth: number): Set<number> {
  const fit = Math.max(1, Math.floor(plotWidth / LABEL_WIDTH));
  const step = Math.max(1, Math.ceil(count / fit));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) shown.add(index);
  return shown;
}
