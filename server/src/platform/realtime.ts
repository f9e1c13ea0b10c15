import type { Server as HttpServer } from 'node:http';
import {
  EVENT,
  hasPermission,
  type ParsedRoom,
  parseRoom,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeRoom,
  SUBSCRIBE,
  type SubscribeAck,
  UNSUBSCRIBE,
  userRoom,
} from '@pickleball/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Actor, AppServices } from './context';

/**
 * Realtime (ARCHITECTURE.md "Realtime"): Socket.IO on the API's own port at /realtime.
 * - The handshake may carry an access token (`auth.token`); a bad or expired one is refused with
 *   `auth.session_expired` / `auth.unauthenticated` so the client refreshes and reconnects.
 *   Public rooms need none.
 * - A client asks for rooms; each is granted or denied by the rules in `canJoin`.
 * - Services publish through `RealtimeHub.publish`, after their transaction committed.
 * - With REDIS_URL set, the Redis adapter fans events out to every instance's clients.
 */
/** What a module's socket handler may do with the socket that sent the message. */
export interface RealtimeClient {
  actor: Actor;
  /** The rooms this socket has joined. */
  rooms: ReadonlySet<string>;
  /** Sends an event to a room's other sockets (not this one). */
  toOthers(room: RealtimeRoom, event: RealtimeEvent): void;
}

/**
 * The chat module's part in the connection (ARCHITECTURE "Realtime": chat rooms are joined by
 * participants only, which takes a database lookup): who may join which chat rooms, and the
 * client messages it handles (typing, delivered).
 */
export interface ChatRealtime {
  /** Of these conversations, the ones the actor may listen to. */
  allowedChats(actor: Actor, chatIds: readonly number[]): Promise<Set<number>>;
  handlers: Record<string, (client: RealtimeClient, payload: unknown) => void | Promise<void>>;
}

/** Of these matches, those whose scoreboard room anyone may join (the matches module's rule). */
export type PublicScoreboards = (matchIds: readonly number[]) => Promise<Set<number>>;

export class RealtimeHub {
  private io: Server | null = null;
  private chat: ChatRealtime | null = null;
  private publicScoreboards: PublicScoreboards | null = null;
  private redisClients: { quit(): Promise<unknown> }[] = [];

  constructor(
    private readonly services: Pick<AppServices, 'tokens' | 'revocations' | 'access'> & {
      /** The user's permissions now (null when the user is gone or inactive). */
      currentPermissions(userId: number): Promise<string[] | null>;
      /** The staff rooms the modules declare, with the permission that lets one listen. */
      resources: Readonly<Record<string, string>>;
    },
  ) {}

  /** Attaches Socket.IO to the HTTP server (the API's); idempotent. */
  async attach(
    httpServer: HttpServer,
    options: { redisUrl?: string; redisChannelPrefix: string; corsOrigins: string[]; log: FastifyBaseLogger },
  ): Promise<void> {
    if (this.io) return;
    const { log } = options;
    const io = new Server(httpServer, {
      path: REALTIME_PATH,
      serveClient: false,
      cors: options.corsOrigins.length > 0 ? { origin: options.corsOrigins, credentials: true } : undefined,
      // A referee's phone on a flaky court-side connection: notice a dead link within ~25 s.
      pingInterval: 10_000,
      pingTimeout: 15_000,
    });
    if (options.redisUrl) {
      const publisher = createClient({ url: options.redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber])
        client.on('error', (error: Error) => log.error({ err: error }, 'realtime redis error'));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      io.adapter(createAdapter(publisher, subscriber, { key: `${options.redisChannelPrefix}#realtime` }));
      this.redisClients = [publisher, subscriber];
    }
    io.use((socket, next) => {
      this.authenticate(socket)
        .then((error) => next(error ?? undefined))
        .catch((error: unknown) => next(error instanceof Error ? error : new Error('server_error')));
    });
    io.on('connection', (socket) => this.handleConnection(socket));
    this.watchAccess(io);
    this.io = io;
  }

  /**
   * Access follows changes at once on open sockets too: a revoked session's sockets close, and a
   * user whose permissions changed leaves the rooms they may no longer join. Each instance acts
   * on its own sockets; the changes reach every instance (AccessChanges, SessionRevocations).
   */
  private watchAccess(io: Server): void {
    this.services.revocations.onRevoked((sessionIds) => {
      const revoked = new Set(sessionIds);
      for (const socket of io.of('/').sockets.values()) {
        const actor = socket.data.actor as Actor | null;
        if (actor && revoked.has(actor.sessionId)) socket.disconnect(true);
      }
    });
    this.services.access.onChange(({ users }) => {
      if (users.length > 0) void this.applyPermissionChanges(io, new Set(users)).catch(() => undefined);
    });
  }

  private async applyPermissionChanges(io: Server, users: Set<number>): Promise<void> {
    const current = new Map<number, Promise<string[] | null>>();
    for (const socket of io.of('/').sockets.values()) {
      const actor = socket.data.actor as Actor | null;
      if (!actor || !users.has(actor.id)) continue;
      if (!current.has(actor.id)) current.set(actor.id, this.services.currentPermissions(actor.id));
      const permissions = await current.get(actor.id);
      if (!permissions) {
        socket.disconnect(true);
        continue;
      }
      const updated: Actor = { ...actor, permissions };
      socket.data.actor = updated;
      const chatIds: number[] = [];
      for (const room of socket.rooms) {
        if (room === socket.id) continue;
        const parsed = parseRoom(room);
        if (parsed?.kind === 'chat') chatIds.push(parsed.id);
        else if (!parsed || !canJoin(updated, parsed, this.services)) void socket.leave(room);
      }
      if (chatIds.length > 0) {
        const allowed = this.chat ? await this.chat.allowedChats(updated, chatIds) : new Set<number>();
        for (const id of chatIds) if (!allowed.has(id)) void socket.leave(`chat:${id}`);
      }
      socket.emit(EVENT, {
        type: 'session.access_changed',
        id: actor.id,
        data: { permissions },
      } satisfies RealtimeEvent<'session.access_changed'>);
    }
  }

  /** Plugs the chat module in (app.ts); chat rooms are refused until it is. */
  registerChat(chat: ChatRealtime): void {
    this.chat = chat;
  }

  /** Plugs the matches module's rule in (app.ts); scoreboard rooms are refused until it is. */
  registerScoreboards(allowed: PublicScoreboards): void {
    this.publicScoreboards = allowed;
  }

  /** Of these users, those with an open connection (on any instance, with Redis). */
  async onlineUsers(userIds: readonly number[]): Promise<Set<number>> {
    return this.actorsIn(userIds.map((id) => userRoom(id)));
  }

  /** The signed-in people with a socket in a room (on every instance, with Redis), by id. */
  async usersInRoom(room: RealtimeRoom): Promise<number[]> {
    return [...(await this.actorsIn([room]))].sort((a, b) => a - b);
  }

  private async actorsIn(rooms: readonly string[]): Promise<Set<number>> {
    const actors = new Set<number>();
    if (!this.io || rooms.length === 0) return actors;
    for (const socket of await this.io.in([...rooms]).fetchSockets()) {
      const actor = socket.data.actor as Actor | null;
      if (actor) actors.add(actor.id);
    }
    return actors;
  }

  /** Takes a user's sockets out of a room at once (on every instance): a removed participant stops receiving. */
  removeFromRoom(userId: number, room: RealtimeRoom): void {
    this.io?.in(userRoom(userId)).socketsLeave(room);
  }

  private changesSeen = 0;

  /**
   * Sends an event to everyone in a room, or in any of several rooms in one emit (a socket in two
   * of them hears it once), on every instance with Redis.
   */
  publish(room: RealtimeRoom | readonly RealtimeRoom[], event: RealtimeEvent): void {
    const rooms = typeof room === 'string' ? [room] : room;
    if (rooms.length === 0) return;
    if (rooms.some((name) => name.startsWith('resource:'))) this.changesSeen += 1;
    this.io?.to(rooms as RealtimeRoom[]).emit(EVENT, event);
  }

  /**
   * How many staff-visible changes this instance has published: a cache of figures (the
   * dashboard) keyed on it is stale the moment something it shows changes here.
   */
  get resourceChanges(): number {
    return this.changesSeen;
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    if (io) {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
    }
    await Promise.all(this.redisClients.map((client) => client.quit().catch(() => undefined)));
    this.redisClients = [];
  }

  private async authenticate(socket: Socket): Promise<Error | null> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    socket.data.actor = null;
    if (typeof token !== 'string' || token === '') return null;
    const verification = await this.services.tokens.verifyAccess(token);
    if (verification.ok && !this.services.revocations.isRevoked(verification.claims.sessionId)) {
      const { userId, sessionId, roles, permissions, authVersion } = verification.claims;
      const current = await this.services.access.currentVersion(userId);
      // An outdated token: the client refreshes it and connects again with the new claims.
      if (current === null || authVersion < current) return new Error('auth.session_expired');
      socket.data.actor = { id: userId, sessionId, roles, permissions, authVersion } satisfies Actor;
      return null;
    }
    const error = new Error(verification.ok ? 'auth.session_expired' : 'auth.unauthenticated');
    return error;
  }

  private handleConnection(socket: Socket): void {
    const actor = socket.data.actor as Actor | null;
    // Each signed-in socket is in its user's room: presence is "has a socket in user:<id>".
    if (actor) void socket.join(userRoom(actor.id));
    socket.on(SUBSCRIBE, (rooms: unknown, ack?: (answer: SubscribeAck) => void) => {
      void this.subscribe(socket, Array.isArray(rooms) ? rooms.slice(0, 50) : [rooms])
        .catch(() => ({ joined: [], denied: [] }) satisfies SubscribeAck)
        .then((answer) => {
          if (typeof ack === 'function') ack(answer);
        });
    });
    socket.on(UNSUBSCRIBE, (rooms: unknown) => {
      for (const room of Array.isArray(rooms) ? rooms : [rooms])
        if (typeof room === 'string') void socket.leave(room);
    });
    socket.on('disconnecting', () => {
      if (!actor) return;
      // Offline once the user's last socket here goes (their chats' open screens follow).
      const others = this.io?.of('/').adapter.rooms.get(userRoom(actor.id));
      if (others && [...others].some((id) => id !== socket.id)) return;
      const chatRooms = [...socket.rooms].filter((room) => room.startsWith('chat:'));
      if (chatRooms.length > 0)
        socket.to(chatRooms).emit(EVENT, {
          type: 'chat.presence',
          id: actor.id,
          data: { user_id: actor.id, online: false },
        } satisfies RealtimeEvent);
    });
    for (const [name, handler] of Object.entries(this.chat?.handlers ?? {}))
      socket.on(name, (payload: unknown) => {
        const current = socket.data.actor as Actor | null;
        if (!current || this.services.revocations.isRevoked(current.sessionId)) return;
        const client: RealtimeClient = {
          actor: current,
          rooms: socket.rooms,
          toOthers: (room, event) => socket.to(room).emit(EVENT, event),
        };
        void Promise.resolve()
          .then(() => handler(client, payload))
          .catch(() => undefined);
      });
  }

  private async subscribe(socket: Socket, rooms: unknown[]): Promise<SubscribeAck> {
    const answer: SubscribeAck = { joined: [], denied: [] };
    const actor = socket.data.actor as Actor | null;
    const chats: { room: string; id: number }[] = [];
    const scoreboards: { room: string; id: number }[] = [];
    for (const room of rooms) {
      const parsed = parseRoom(room);
      if (parsed?.kind === 'chat' && actor && this.chat) chats.push({ room: room as string, id: parsed.id });
      else if (parsed?.kind === 'scoreboard') scoreboards.push({ room: room as string, id: parsed.id });
      else if (parsed && canJoin(actor, parsed, this.services)) {
        void socket.join(room as string);
        answer.joined.push(room as string);
      } else answer.denied.push(String(room).slice(0, 64));
    }
    if (scoreboards.length > 0) {
      // Anyone may watch a match's scoreboard, but only one the public page would show: the
      // room of a draft or a voided match is refused like an unknown one.
      const allowed = this.publicScoreboards
        ? await this.publicScoreboards(scoreboards.map((scoreboard) => scoreboard.id))
        : new Set<number>();
      const joined = scoreboards.filter((scoreboard) => allowed.has(scoreboard.id)).map(({ room }) => room);
      for (const scoreboard of scoreboards)
        if (!allowed.has(scoreboard.id)) answer.denied.push(scoreboard.room);
      if (joined.length > 0) {
        void socket.join(joined);
        answer.joined.push(...joined);
      }
    }
    if (chats.length > 0 && actor && this.chat) {
      const allowed = await this.chat.allowedChats(
        actor,
        chats.map((chat) => chat.id),
      );
      const joined = chats.filter((chat) => allowed.has(chat.id)).map((chat) => chat.room);
      for (const chat of chats) if (!allowed.has(chat.id)) answer.denied.push(chat.room);
      if (joined.length > 0) {
        void socket.join(joined);
        answer.joined.push(...joined);
        socket.to(joined).emit(EVENT, {
          type: 'chat.presence',
          id: actor.id,
          data: { user_id: actor.id, online: true },
        } satisfies RealtimeEvent);
      }
    }
    return answer;
  }
}

/** Who may listen where: the rules of the rooms (domain/src/realtime/events.ts). */
export function canJoin(
  actor: Actor | null,
  room: ParsedRoom,
  services: Pick<AppServices, 'revocations'> & { resources: Readonly<Record<string, string>> },
): boolean {
  // Public rooms: a tournament's room hears only what may be public (its service publishes there
  // only while the tournament is public), as a scoreboard's does; a scoreboard room is joined
  // only while its match is public (RealtimeHub.registerScoreboards, checked at subscribe).
  if (room.kind === 'scoreboard' || room.kind === 'tournament') return true;
  if (!actor || services.revocations.isRevoked(actor.sessionId)) return false;
  if (room.kind === 'user') return room.id === actor.id;
  if (room.kind === 'resource') {
    // A room no module declares is nobody's.
    const permission = Object.hasOwn(services.resources, room.resource)
      ? services.resources[room.resource]
      : undefined;
    return permission !== undefined && hasPermission(actor, permission);
  }
  // Chat rooms are the chat module's to grant (RealtimeHub.registerChat): participants only.
  return false;
}

/**
 * Events a transaction causes, published only once it committed (a rolled-back change must not
 * reach anyone's screen): collect them inside, then `publishAll` after.
 */
export class PendingEvents {
  private readonly events: { room: RealtimeRoom | readonly RealtimeRoom[]; event: RealtimeEvent }[] = [];

  /** An event for a room, or for several rooms in one emit. */
  add(room: RealtimeRoom | readonly RealtimeRoom[], event: RealtimeEvent): void {
    this.events.push({ room, event });
  }

  publishAll(hub: RealtimeHub): void {
    for (const { room, event } of this.events.splice(0)) hub.publish(room, event);
  }
}
