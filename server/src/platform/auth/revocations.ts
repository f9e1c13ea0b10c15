import type { Db } from '../../db/database';

/**
 * Access tokens are checked without the database, so a revoked session is remembered here until
 * its last access token has expired. This instance learns of its own revocations at once, of
 * other instances' through Redis at once when it is configured (AccessChanges), and by polling
 * every few seconds in any case.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<(sessionIds: string[]) => void>();
  /** Tells the other instances at once (set by the app to the access-changes bus). */
  publish: (sessionIds: string[]) => void = () => undefined;
  private lastPoll = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly pollSeconds: number,
    private readonly accessTtlSeconds: number,
  ) {}

  async start(): Promise<void> {
    await this.poll(Date.now() - (this.accessTtlSeconds + 60) * 1000);
    if (this.pollSeconds > 0) {
      this.timer = setInterval(() => void this.poll().catch(() => undefined), this.pollSeconds * 1000);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sessions this instance revoked (after the commit): remembered, heard by listeners, published. */
  add(sessionIds: Iterable<string>): void {
    const added = this.remember(sessionIds);
    if (added.length > 0) this.publish(added);
  }

  /** Sessions another instance revoked (heard through Redis). */
  receive(sessionIds: Iterable<string>): void {
    this.remember(sessionIds);
  }

  /** Hears every newly revoked session, wherever it was revoked (the realtime hub closes its sockets). */
  onRevoked(listener: (sessionIds: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private remember(sessionIds: Iterable<string>, at = Date.now()): string[] {
    const added: string[] = [];
    for (const id of sessionIds) {
      if (!this.revoked.has(id)) added.push(id);
      this.revoked.set(id, at);
    }
    if (added.length > 0) for (const listener of this.listeners) listener(added);
    return added;
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  private async poll(since = this.lastPoll - 5_000): Promise<void> {
    const startedAt = Date.now();
    const rows = await this.db
      .selectFrom('auth_sessions')
      .select(['id', 'revoked_at'])
      .where('revoked_at', '>=', new Date(since).toISOString())
      .execute();
    for (const row of rows) this.remember([row.id], Date.parse(String(row.revoked_at)));
    this.lastPoll = startedAt;
    const horizon = startedAt - (this.accessTtlSeconds + 60) * 1000;
    for (const [id, at] of this.revoked) if (at < horizon) this.revoked.delete(id);
  }
}
