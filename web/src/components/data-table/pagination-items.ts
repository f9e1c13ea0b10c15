/** A page button or a gap in a pager. */
export type PageItem = number | 'gap';

/**
 * The page buttons a pager shows: always the first and last page, the current page with `siblings`
 * on each side, and a gap where pages are skipped. `buildPageItems(6, 20)` → `[1, 'gap', 5, 6, 7, 'gap', 20]`.
 * When the last page is only estimated (the total is "about N"), no button claims to be it: the
 * pager ends on a gap after the current page's neighbours, and "next" walks on.
 */
export function buildPageItems(
  current: number,
  last: number,
  siblings = 1,
  lastIsEstimate = false,
): PageItem[] {
  const total = Math.max(1, last, lastIsEstimate ? current : 1);
  const page = Math.min(Math.max(1, current), total);
  const pages = new Set<number>(lastIsEstimate ? [1] : [1, total]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= total) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push('gap');
    items.push(value);
  }
  const shownLast = sorted[sorted.length - 1] ?? 1;
  if (lastIsEstimate && shownLast < total) items.push('gap');
  return items;
}
