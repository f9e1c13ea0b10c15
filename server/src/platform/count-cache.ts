/**
 * Totals of filtered lists, kept for a few seconds. Counting every row that matches a filter is
 * the most expensive part of a list page (a full scan on PostgreSQL, and on SQLite for most
 * filters), and the same total is asked for again on every page turn. A write through this
 * instance clears its table's totals at once; another instance's write shows within the TTL.
 * Requests arriving while a total is being counted wait for that count instead of starting their
 * own (under load, 50 requests at the moment a total expired made 50 counts).
 */
export class CountCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly counting = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A count (a number, or a Total from db/count.ts); one table/filter key always holds one kind. */
  async get<T>(table: string, filterKey: string, count: () => Promise<T>): Promise<T> {
    const key = `${table}|${filterKey}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const pending = this.counting.get(key);
    if (pending) return pending as Promise<T>;
    const counted: Promise<T> = count().then(
      (value) => {
        // Kept only if no write cleared the table meanwhile.
        if (this.counting.get(key) === counted) {
          this.counting.delete(key);
          if (this.entries.size >= 5_000) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (this.counting.get(key) === counted) this.counting.delete(key);
        throw error;
      },
    );
    this.counting.set(key, counted);
    return counted;
  }

  invalidate(table: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${table}|`)) this.entries.delete(key);
    // A count already running may have read the table before the write: its answer is not kept.
    for (const key of this.counting.keys()) if (key.startsWith(`${table}|`)) this.counting.delete(key);
  }
}
