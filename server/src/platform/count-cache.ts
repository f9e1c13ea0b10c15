/**
 * Totals of filtered lists, kept for a few seconds. Counting every row that matches a filter is
 * the most expensive part of a list page (a full scan on PostgreSQL, and on SQLite for most
 * filters), and the same total is asked for again on every page turn. A write through this
 * instance clears its table's totals at once; another instance's write shows within the TTL.
 */
export class CountCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A count (a number, or a Total from db/count.ts); one table/filter key always holds one kind. */
  async get<T>(table: string, filterKey: string, count: () => Promise<T>): Promise<T> {
    const key = `${table}|${filterKey}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const value = await count();
    if (this.entries.size >= 5_000) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    return value;
  }

  invalidate(table: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${table}|`)) this.entries.delete(key);
  }
}
