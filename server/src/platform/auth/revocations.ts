import { ACCESS_TOKEN_TTL_SECONDS } from '@pickleball/domain';
import type { Db } from '../../db/database';

/**
 * Access tokens are checked without the database, so a revoked session is remembered here until
 * its last access token has expired. This instance learns of its own revocations at once and
 * polls for other instances' every few seconds.
 */
export class SessionRevocations {
  private readonly revoked = new Map<string, number>();
  private lastPoll = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly pollSeconds: number,
  ) {}

  async start(): Promise<void> {
    await this.poll(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    if (this.pollSeconds > 0) {
      this.timer = setInterval(() => void this.poll().catch(() => undefined), this.pollSeconds * 1000);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  add(sessionIds: Iterable<string>): void {
    const now = Date.now();
    for (const id of sessionIds) this.revoked.set(id, now);
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
    for (const row of rows) this.revoked.set(row.id, Date.parse(String(row.revoked_at)));
    this.lastPoll = startedAt;
    const horizon = startedAt - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
    for (const [id, at] of this.revoked) if (at < horizon) this.revoked.delete(id);
  }
}
