/**
 * A fixed-window counter per key, kept in memory. Used for failed logins, registrations and
 * other public endpoints. (A fleet of instances shares nothing here: each counts on its own.)
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key is over its limit, else 0. Does not count. */
  retryAfter(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.limit
      ? Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000))
      : 0;
  }

  /** Counts one hit; returns the seconds to wait if this hit went over the limit. */
  hit(key: string): number {
    const now = this.now();
    let window = this.current(key);
    if (!window) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.prune();
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
