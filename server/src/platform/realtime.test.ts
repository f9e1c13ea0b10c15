import type { Scoreboard } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../testing/match-factories';
import { multipartFile } from '../testing/multipart';
import { TestRealtimeClients } from '../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../testing/redis';
import { call, createTestApp, createTwoInstances, loginAsAdmin, type Session } from '../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let referee: Session;
let players: Session[];
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
  const role = await createRole(app, admin, ['match.view', 'match.create', 'match.edit']);
  referee = await createUserAndLogin(app, admin, [role.id]);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const open = (url: string, token?: string) => clients.open(url, token);

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
    await viewer.connected();
    const ack = await viewer.subscribe([
      `scoreboard:${id}`,
      'resource:matches',
      `user:${admin.userId}`,
      'nonsense',
    ]);
    expect(ack).toEqual({
      joined: [`scoreboard:${id}`],
      denied: ['resource:matches', `user:${admin.userId}`, 'nonsense'],
    });
    expect((await scoreRally(app, id, 1, 'A')).statusCode).toBe(200);
    const event = await viewer.waitFor<Scoreboard>(
      'match.scoreboard_updated',
      (board) => board.match_id === id && board.current?.team1 === 1,
      `match ${id} stands 1-0`,
    );
    expect(event).toMatchObject({
      id,
      data: { match_id: id, call: '1-0-2', current: { team1: 1, team2: 0 } },
    });
  });

  it('gives signed-in staff their module and their own user room only', async () => {
    const staff = open(baseUrl, referee.accessToken);
    await staff.connected();
    const ack = await staff.subscribe([
      'resource:matches',
      `user:${referee.userId}`,
      `user:${admin.userId}`,
      'resource:nowhere',
    ]);
    expect(ack).toEqual({
      joined: ['resource:matches', `user:${referee.userId}`],
      denied: [`user:${admin.userId}`, 'resource:nowhere'],
    });
    // A staff room no module declares is nobody's, an administrator's neither.
    const administrator = open(baseUrl, admin.accessToken);
    await administrator.connected();
    expect(await administrator.subscribe(['resource:nowhere', 'resource:devices'])).toEqual({
      joined: ['resource:devices'],
      denied: ['resource:nowhere'],
    });
    administrator.close();
    const match = await createMatch(app, referee, matchPayload(players));
    const updated = await staff.waitFor<{ id: number; status: string }>(
      'match.updated',
      (data) => data.id === match.id,
      `the new match ${match.id}`,
    );
    expect(updated.data).toEqual({ id: match.id, status: 'draft' });
  });

  it('delivers in-app notifications to the player’s own room', async () => {
    const player = players[0] as Session;
    const socket = open(baseUrl, player.accessToken);
    await socket.connected();
    await socket.subscribe([`user:${player.userId}`]);
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
    const notified = await socket.waitFor<{ type: string; data: { match_id: number } }>(
      'notification.created',
      (item) => item.data.match_id === match.id,
      `a notification about match ${match.id}`,
    );
    expect(notified.data).toMatchObject({
      type: 'match_confirmation_requested',
      data: { match_id: match.id },
    });
  });

  it("tells the importing user the import's progress, with the page's key", async () => {
    const socket = open(baseUrl, admin.accessToken);
    await socket.connected();
    await socket.subscribe([`user:${admin.userId}`]);
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
    // One instance, one socket: events arrive in the order sent, so the last means all came.
    await socket.waitFor<{ done: number }>('court.import_progress', (p) => p.done === 150, 'all 150 rows');
    expect(socket.received('court.import_progress').map((event) => event.data)).toEqual([
      { done: 0, total: 150, key: 'tab-1' },
      { done: 100, total: 150, key: 'tab-1' },
      { done: 150, total: 150, key: 'tab-1' },
    ]);
  });

  it('refuses a handshake with a bad token, so the client refreshes it', async () => {
    const socket = open(baseUrl, 'not-a-token');
    await expect(socket.connected()).rejects.toThrow('auth.unauthenticated');
  });
});

describe.runIf(redisAvailable)('realtime across instances (Redis adapter)', () => {
  it('brings a rally scored on one instance to a viewer connected to another', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
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
      await viewer.connected();
      await viewer.subscribe([`scoreboard:${match.id}`]);
      const scored = await call(first, firstAdmin, {
        method: 'POST',
        url: `/api/v1/matches/${match.id}/live/events`,
        payload: { seq: 1, event: { kind: 'rally', winner: 'B' } },
      });
      expect(scored.statusCode).toBe(200);
      // The start's snapshot (0-0), fanned out through Redis, may reach the viewer after it joined:
      // wait for the rally's, and check that revisions only grow on the way.
      const rally = await viewer.waitFor<Scoreboard>(
        'match.scoreboard_updated',
        (board) => board.current?.team2 === 1,
        `match ${match.id} stands 0-1`,
      );
      expect(rally.data).toMatchObject({ match_id: match.id, current: { team1: 0, team2: 1 } });
      const shown = await call(first, null, { method: 'GET', url: `/api/v1/public/scoreboard/${match.id}` });
      expect(shown.json().data.revision).toBe(rally.data.revision);
      const revisions = viewer.received<Scoreboard>('match.scoreboard_updated').map((e) => e.data.revision);
      expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
      viewer.close();
    } finally {
      await close();
    }
  });
});
