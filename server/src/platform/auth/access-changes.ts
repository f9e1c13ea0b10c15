import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';

/**
 * Access that follows changes at once. Access tokens carry the user's authorisation version
 * (`av`); when a user's roles or their roles' permissions change, the version is raised in the
 * same transaction, and from then on every instance refuses the older tokens (401
 * `auth.token_outdated`: the client refreshes silently and gets the new claims).
 *
 * Each instance keeps the versions of the users it has seen in memory (one query on a miss).
 * It learns of changes:
 * - made here: at once, after the commit (`announce`);
 * - made on another instance: through Redis pub/sub when REDIS_URL is set (immediately), and by
 *   polling the users changed lately every few seconds (a safety net, and the way without Redis).
 * Listeners (the realtime hub) hear of changed users and of revoked sessions, so open sockets
 * leave the rooms their users may no longer join, or close.
 */
export type AccessChange = { users?: number[]; sessions?: string[] };
type Listener = (change: Required<AccessChange>) => void;

const MAX_CACHED_USERS = 50_000;

export class AccessChanges {
  private readonly versions = new Map<number, number | null>();
  private readonly listeners = new Set<Listener>();
  private lastPoll = 0;
  private timer?: NodeJS.Timeout;
  private redis: { publisher: RedisClient; subscriber: RedisClient; channel: string } | null = null;
  private log: Pick<FastifyBaseLogger, 'error'> = { error: () => undefined };

  constructor(
    private readonly db: Db,
    private readonly pollSeconds: number,
  ) {}

  async start(options: { redisUrl?: string; channelPrefix: string; log?: FastifyBaseLogger }): Promise<void> {
    if (options.log) this.log = options.log;
    this.lastPoll = Date.now();
    if (options.redisUrl) {
      const publisher = createClient({ url: options.redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber])
        client.on('error', (error: Error) => this.log.error({ err: error }, 'access changes: redis error'));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      const channel = `${options.channelPrefix}#access`;
      await subscriber.subscribe(channel, (message) => this.receive(message));
      this.redis = { publisher, subscriber, channel };
    }
    if (this.pollSeconds > 0) {
      this.timer = setInterval(() => void this.poll().catch(() => undefined), this.pollSeconds * 1000);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const redis = this.redis;
    this.redis = null;
    if (redis)
      await Promise.all(
        [redis.subscriber.quit(), redis.publisher.quit()].map((done) => done.catch(() => undefined)),
      );
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The user's current authorisation version; null when the user no longer exists. */
  async currentVersion(userId: number): Promise<number | null> {
    const cached = this.versions.get(userId);
    if (cached !== undefined) return cached;
    const row = await this.db
      .selectFrom('users')
      .select('auth_version')
      .where('id', '=', userId)
      .executeTakeFirst();
    const version = row ? Number(row.auth_version) : null;
    if (this.versions.size >= MAX_CACHED_USERS)
      this.versions.delete(this.versions.keys().next().value as number);
    this.versions.set(userId, version);
    return version;
  }

  /**
   * Inside the transaction that changes these users' access: raises their versions. Announce
   * the same ids once it committed.
   */
  async raise(trx: Db, userIds: readonly number[]): Promise<number[]> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return [];
    await trx
      .updateTable('users')
      .set((eb) => ({ auth_version: eb('auth_version', '+', 1), auth_changed_at: nowIso() }))
      .where('id', 'in', ids)
      .execute();
    return ids;
  }

  /** Inside the transaction that changes these roles (their permissions, their name): raises their holders'. */
  async raiseForRoles(trx: Db, roleIds: readonly number[]): Promise<number[]> {
    if (roleIds.length === 0) return [];
    const rows = await trx
      .updateTable('users')
      .set((eb) => ({ auth_version: eb('auth_version', '+', 1), auth_changed_at: nowIso() }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .where('user_roles.role_id', 'in', [...roleIds]),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Inside the transaction that renames a permission: raises the versions of everyone holding it. */
  async raiseForPermission(trx: Db, permissionId: number): Promise<number[]> {
    const roles = await trx
      .selectFrom('role_permissions')
      .select('role_id')
      .where('permission_id', '=', permissionId)
      .execute();
    return this.raiseForRoles(
      trx,
      roles.map((row) => row.role_id),
    );
  }

  /** After commit: this instance forgets what it knew, the others hear of it through Redis. */
  announce(change: AccessChange): void {
    const users = change.users ?? [];
    const sessions = change.sessions ?? [];
    if (users.length === 0 && sessions.length === 0) return;
    this.apply({ users, sessions });
    if (this.redis)
      void this.redis.publisher
        .publish(this.redis.channel, JSON.stringify({ users, sessions }))
        .catch((error: unknown) => this.log.error({ err: error }, 'access changes: publish failed'));
  }

  private receive(message: string): void {
    try {
      const parsed = JSON.parse(message) as AccessChange;
      const users = Array.isArray(parsed.users) ? parsed.users.filter(Number.isInteger) : [];
      const sessions = Array.isArray(parsed.sessions)
        ? parsed.sessions.filter((id): id is string => typeof id === 'string')
        : [];
      this.apply({ users, sessions });
    } catch {
      // Not one of ours: ignored.
    }
  }

  private apply(change: Required<AccessChange>): void {
    for (const id of change.users) this.versions.delete(id);
    for (const listener of this.listeners) listener(change);
  }

  /** Users whose access changed on other instances since the last poll (the safety net). */
  private async poll(): Promise<void> {
    const startedAt = Date.now();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'auth_version'])
      .where('auth_changed_at', '>=', new Date(this.lastPoll - 5_000).toISOString())
      .execute();
    this.lastPoll = startedAt;
    // Rows changed within the overlap were seen by the last poll already: only new versions count.
    const changed = rows.filter((row) => this.versions.get(row.id) !== Number(row.auth_version));
    if (changed.length === 0) return;
    this.apply({ users: changed.map((row) => row.id), sessions: [] });
    for (const row of changed) this.versions.set(row.id, Number(row.auth_version));
  }
}

type RedisClient = ReturnType<typeof createClient>;
