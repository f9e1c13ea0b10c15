/**
 * Handlers still running. A request whose client has gone away keeps running after the server
 * has stopped listening, so shutdown waits for these before it closes the database.
 */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
    }
  }

  /** Resolves when nothing is running, or after `timeoutMs` at the latest. */
  idle(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
