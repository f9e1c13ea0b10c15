/**
 * The transactions list keeps its date filters as days (`from=2026-11-01&to=2026-11-30`, as the
 * date inputs give them and a bookmark reads); the API takes instants: `from` is when the first
 * day starts and `to` when the day after the last one starts, both in the reader's time zone.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a `YYYY-MM-DD` day (plus `offsetDays`) starts in the reader's time zone; undefined when it is no day. */
export function localDayStart(day: string, offsetDays = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A list, summary or export query with its days turned into the instants the API takes. */
export function toPaymentQuery<T extends Record<string, string | number | undefined>>(query: T): T {
  const next: Record<string, string | number | undefined> = { ...query };
  if (typeof query.from === 'string') next.from = localDayStart(query.from);
  if (typeof query.to === 'string') next.to = localDayStart(query.to, 1);
  return next as T;
}

/** The filters of a list query (no paging, no order): what the summary takes. */
export function toSummaryQuery(
  query: Record<string, string | number | undefined>,
): Record<string, string | number | undefined> {
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  return filters;
}
