import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import {
  EVENT,
  REALTIME_PATH,
  type RealtimeEvent,
  type Scoreboard,
  SUBSCRIBE,
  type SubscribeAck,
} from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createRole, createUserAndLogin } from '../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../testing/match-factories';
import { multipartFile } from '../testing/multipart';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let app: FastifyInstance;
let admin: Session;
let referee: Session;
let players: Session[];
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
  const role = await createRole(app, admin, ['match.view', 'match.create', 'match.edit']);
  referee = await createUserAndLogin(app, admin, [role.id]);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

function open(url: string, token?: string): Socket {
  const socket = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function subscribe(socket: Socket, rooms: string[]): Promise<SubscribeAck> {
  return new Promise((resolve) => socket.emit(SUBSCRIBE, rooms, resolve));
}

function nextEvent<T>(socket: Socket, type: string): Promise<RealtimeEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5_000);
    const listener = (event: RealtimeEvent<T>) => {
      if (event.type !== type) return;
      clearTimeout(timer);
      socket.off(EVENT, listener);
      resolve(event);
    };
    socket.on(EVENT, listener);
  });
}

async function startedMatch(target: FastifyInstance = app): Promise<number> {
  const match = await createMatch(target, referee, matchPayload(players));
  const started = await call(target, referee, {
    method: 'POST',
    url: `/api/v1/matches/${match.id}/live/start`,
    payload: { first_server: 'A' },
  });
  expect(started.statusCode).toBe(200);
  return match.id;
}

const scoreRally = (target: FastifyInstance, id: number, seq: number, winner: 'A' | 'B') =>
  call(target, referee, {
    method: 'POST',
    url: `/api/v1/matches/${id}/live/events`,
    payload: { seq, event: { kind: 'rally', winner } },
  });

describe('realtime', () => {
  it('lets anyone watch a scoreboard, and brings each rally to the viewer', async () => {
    const id = await startedMatch();
    const viewer = open(baseUrl);
    await connected(viewer);
    const ack = await subscribe(viewer, [
      `scoreboard:${id}`,
      'resource:matches',
      `user:${admin.userId}`,
      'nonsense',
    ]);
    expect(ack).toEqual({
      joined: [`scoreboard:${id}`],
      denied: ['resource:matches', `user:${admin.userId}`, 'nonsense'],
    });
    const received = nextEvent<Scoreboard>(viewer, 'match.scoreboard_updated');
    expect((await scoreRally(app, id, 1, 'A')).statusCode).toBe(200);
    const event = await received;
    expect(event).toMatchObject({
      id,
      data: { match_id: id, call: '1-0-2', current: { team1: 1, team2: 0 } },
    });
  });

  it('gives signed-in staff their module and their own user room only', async () => {
    const staff = open(baseUrl, referee.accessToken);
    await connected(staff);
    const ack = await subscribe(staff, [
      'resource:matches',
      `user:${referee.userId}`,
      `user:${admin.userId}`,
    ]);
    expect(ack).toEqual({
      joined: ['resource:matches', `user:${referee.userId}`],
      denied: [`user:${admin.userId}`],
    });
    const updated = nextEvent<{ id: number; status: string }>(staff, 'match.updated');
    const match = await createMatch(app, referee, matchPayload(players));
    expect((await updated).data).toEqual({ id: match.id, status: 'draft' });
  });

  it('delivers in-app notifications to the player’s own room', async () => {
    const player = players[0] as Session;
    const socket = open(baseUrl, player.accessToken);
    await connected(socket);
    await subscribe(socket, [`user:${player.userId}`]);
    const notified = nextEvent<{ type: string; data: { match_id: number } }>(socket, 'notification.created');
    const match = await createMatch(
      app,
      referee,
      matchPayload(players, {
        games: [
          { team1: 11, team2: 3 },
          { team1: 11, team2: 5 },
        ],
      }),
    );
    await call(app, referee, { method: 'POST', url: `/api/v1/matches/${match.id}/complete` });
    await call(app, referee, { method: 'POST', url: `/api/v1/matches/${match.id}/submit` });
    expect((await notified).data).toMatchObject({
      type: 'match_confirmation_requested',
      data: { match_id: match.id },
    });
  });

  it("tells the importing user the import's progress, with the page's key", async () => {
    const socket = open(baseUrl, admin.accessToken);
    await connected(socket);
    await subscribe(socket, [`user:${admin.userId}`]);
    const events: { done: number; total: number; key?: string }[] = [];
    socket.on(EVENT, (event: RealtimeEvent<{ done: number; total: number; key?: string }>) => {
      if (event.type === 'court.import_progress') events.push(event.data);
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Courts');
    sheet.addRow([
      'Court name',
      'Province or city',
      'Ward, commune or special zone',
      'Owner name',
      'Owner phone',
      'Number of courts',
    ]);
    for (let i = 0; i < 150; i += 1)
      sheet.addRow([`Sân ${i}`, 'Hà Nội', 'Phường Ba Đình', 'Chủ sân', '0912345678', 2]);
    const { payload, headers } = multipartFile('courts.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const imported = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/courts/import?progress_key=tab-1',
      payload,
      headers,
    });
    expect(imported.json().data.created).toBe(150);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([
      { done: 0, total: 150, key: 'tab-1' },
      { done: 100, total: 150, key: 'tab-1' },
      { done: 150, total: 150, key: 'tab-1' },
    ]);
  });

  it('refuses a handshake with a bad token, so the client refreshes it', async () => {
    const socket = open(baseUrl, 'not-a-token');
    await expect(connected(socket)).rejects.toThrow('auth.unauthenticated');
  });
});

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    socket.once('connect', () => resolve(Boolean(socket.end())));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(Boolean(socket.destroy()) && false));
  });
}

const redisAvailable = await reachable(REDIS_URL);
if (!redisAvailable && process.env.CI)
  throw new Error(`CI needs Redis at ${REDIS_URL} for the realtime fan-out test`);

describe.runIf(redisAvailable)('realtime across instances (Redis adapter)', () => {
  it('brings a rally scored on one instance to a viewer connected to another', async () => {
    // Two instances on one database, sharing one Redis channel prefix of their own.
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const first = await createTestApp({ redisUrl: REDIS_URL, redisChannelPrefix: prefix });
    const second = await buildApp(
      { ...first.services.config, redisUrl: REDIS_URL, redisChannelPrefix: prefix },
      { database: { db: first.services.db, dialect: first.services.dialect }, logger: false },
    );
    try {
      const firstAdmin = await loginAsAdmin(first);
      const firstPlayers = await createPlayers(first, firstAdmin);
      const match = await createMatch(first, firstAdmin, matchPayload(firstPlayers));
      await call(first, firstAdmin, {
        method: 'POST',
        url: `/api/v1/matches/${match.id}/live/start`,
        payload: { first_server: 'B' },
      });
      const viewer = open(await second.listen({ host: '127.0.0.1', port: 0 }));
      await connected(viewer);
      await subscribe(viewer, [`scoreboard:${match.id}`]);
      const received = nextEvent<Scoreboard>(viewer, 'match.scoreboard_updated');
      const scored = await call(first, firstAdmin, {
        method: 'POST',
        url: `/api/v1/matches/${match.id}/live/events`,
        payload: { seq: 1, event: { kind: 'rally', winner: 'B' } },
      });
      expect(scored.statusCode).toBe(200);
      expect((await received).data).toMatchObject({ match_id: match.id, current: { team1: 0, team2: 1 } });
      viewer.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
