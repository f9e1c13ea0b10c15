import { type StatCardItem, StatCards, type StatCardsProps } from './stat-cards';

/** What {@link QueryStatCards} reads of a TanStack query of a `{ data }` answer. */
export interface StatsQuery<T> {
  data: { data: T } | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface QueryStatCardsProps<T> extends Omit<StatCardsProps, 'items' | 'isLoading'> {
  /** The stats endpoint's query (`useCourtStats()`). */
  query: StatsQuery<T>;
  /** The cards from the figures; `data` is undefined while they load (give `value: data?.total`). */
  items: (data: T | undefined) => readonly StatCardItem[];
}

/**
 * The figures over a list, from its `/stats` query: skeletons while it loads, nothing when it
 * fails (the list below matters more than its totals, and says what went wrong itself).
 */
export function QueryStatCards<T>({ query, items, ...rest }: QueryStatCardsProps<T>) {
  if (query.isError) return null;
  return <StatCards {...rest} isLoading={query.isPending} items={items(query.data?.data)} />;
}

/** A count of a `by_status`-style map, undefined while the figures load. */
export function countOf(
  counts: Readonly<Record<string, number>> | undefined,
  key: string,
): number | undefined {
  return counts ? (counts[key] ?? 0) : undefined;
}
