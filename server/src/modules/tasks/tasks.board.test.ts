import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let baseUrl: string;
let mover: Session;
let watcher: Session;
const clients = new TestRealtimeClients();

interface Card {
  id: number;
  title: string;
  status: string;
  position: string | null;
  revision: number;
}

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['task.view', 'task.create', 'task.edit']);
  mover = await createUserAndLogin(app, admin, [role.id]);
  watcher = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['task.view'])).id]);
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

async function create(title: string, status: string): Promise<Card> {
  const response = await call(app, mover, {
    method: 'POST',
    url: '/api/v1/tasks',
    payload: { title, status },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const move = (id: number, status: string, afterId: number | null, locale?: string) =>
  call(app, mover, {
    method: 'POST',
    url: `/api/v1/tasks/${id}/move`,
    payload: { status, after_id: afterId },
    ...(locale ? { locale } : {}),
  });

async function board(session: Session): Promise<Card[]> {
  const response = await call(app, session, { method: 'GET', url: '/api/v1/tasks/board' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function column(session: Session, status: string, only: readonly number[]): Promise<number[]> {
  return (await board(session))
    .filter((card) => card.status === status && only.includes(card.id))
    .map((card) => card.id);
}

describe('the kanban board', () => {
  it('moves a card exactly where it was dropped, within and between columns', async () => {
    const a = await create('Chuẩn bị bóng', 'todo');
    const b = await create('Thuê trọng tài', 'todo');
    const c = await create('In bảng đấu', 'todo');
    const ids = [a.id, b.id, c.id];
    // New tasks go on top: c, b, a.
    expect(await column(watcher, 'todo', ids)).toEqual([c.id, b.id, a.id]);
    const moved = await move(a.id, 'todo', c.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'todo', revision: 2 });
    expect(await column(watcher, 'todo', ids)).toEqual([c.id, a.id, b.id]);
    await move(c.id, 'in_progress', null);
    await move(b.id, 'in_progress', c.id);
    expect(await column(watcher, 'in_progress', ids)).toEqual([c.id, b.id]);
    expect(await column(watcher, 'todo', ids)).toEqual([a.id]);
    // Other cards' keys never change: only the moved card gets a new one.
    const before = new Map((await board(watcher)).map((card) => [card.id, card.position]));
    await move(a.id, 'in_progress', c.id);
    const after = await board(watcher);
    for (const card of after) if (card.id !== a.id) expect(card.position).toBe(before.get(card.id));
    expect(await column(watcher, 'in_progress', ids)).toEqual([c.id, a.id, b.id]);
    const done = await move(a.id, 'done', null);
    expect(done.json().data.completed_at).not.toBeNull();
  });

  it('refuses a drop under a card that left the column, and a drop under itself', async () => {
    const x = await create('Gửi thư mời', 'review');
    const y = await create('Chụp ảnh', 'review');
    await move(y.id, 'done', null);
    const refused = await move(x.id, 'review', y.id, 'vi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'task.anchor_moved',
      message: expect.stringMatching(/người khác/),
    });
    const self = await move(x.id, 'review', x.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.after_id).toBeDefined();
  });

  it('lands two drops into the same gap both, in one stable order every reader sees', async () => {
    for (let round = 0; round < 6; round += 1) {
      const top = await create(`Mốc trên ${round}`, 'done');
      const bottom = await create(`Mốc dưới ${round}`, 'done');
      // bottom is on top (newest first): put top above it.
      await move(top.id, 'done', null);
      const first = await create(`Thẻ một ${round}`, 'todo');
      const second = await create(`Thẻ hai ${round}`, 'todo');
      const answers = await Promise.all([move(first.id, 'done', top.id), move(second.id, 'done', top.id)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const ids = [top.id, first.id, second.id, bottom.id];
      const seenByWatcher = await column(watcher, 'done', ids);
      const seenByMover = await column(mover, 'done', ids);
      expect(seenByMover).toEqual(seenByWatcher);
      expect(seenByWatcher[0]).toBe(top.id);
      expect(seenByWatcher[3]).toBe(bottom.id);
      expect(new Set(seenByWatcher.slice(1, 3))).toEqual(new Set([first.id, second.id]));
      const positions = (await board(watcher))
        .filter((card) => ids.includes(card.id))
        .map((card) => card.position);
      expect(new Set(positions).size).toBe(4);
      // The later commit sits right under the card both were dropped under.
      const [one, two] = answers.map((answer) => answer.json().data as Card);
      const later = (one?.position ?? '') < (two?.position ?? '') ? one : two;
      expect(seenByWatcher[1]).toBe(later?.id);
    }
  });

  it('tells another staff member’s socket about a move, with the whole task and its revision', async () => {
    const client = clients.open(baseUrl, watcher.accessToken);
    await client.connected();
    expect((await client.subscribe(['resource:tasks'])).joined).toEqual(['resource:tasks']);
    const card = await create('Sửa đèn sân 4', 'todo');
    const created = await client.waitFor<Card>(
      'task.updated',
      (task) => task.id === card.id,
      `task ${card.id} created`,
    );
    expect(created.data).toMatchObject({ title: 'Sửa đèn sân 4', revision: 1 });
    await move(card.id, 'review', null);
    const moved = await client.waitFor<Card>(
      'task.updated',
      (task) => task.id === card.id && task.revision === 2,
      `task ${card.id} moved to review`,
    );
    expect(moved.data).toMatchObject({ status: 'review', title: 'Sửa đèn sân 4' });
    expect(moved.data.position).toEqual(expect.any(String));
    const outsider = clients.open(baseUrl);
    await outsider.connected();
    expect((await outsider.subscribe(['resource:tasks'])).denied).toEqual(['resource:tasks']);
  });
});
