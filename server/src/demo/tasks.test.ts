import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin } from '../testing/test-app';
import { seedDemoTasks } from './tasks';
import { seedDemo } from './users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services.db, await app.services.passwords.hash('Demo12345'));
});
afterAll(() => app.close());

describe('demo tasks', () => {
  it('fills the board once, in both languages, with one overdue task and each column in its order', async () => {
    expect(await seedDemoTasks(app.services.db)).toBe(12);
    expect(await seedDemoTasks(app.services.db)).toBe(0);
    const admin = await loginAsAdmin(app);
    const board = (await call(app, admin, { method: 'GET', url: '/api/v1/tasks/board' })).json().data as {
      title: string;
      status: string;
      assigned_to: { name: string } | null;
    }[];
    expect(board.filter((task) => task.status === 'todo').map((task) => task.title)).toEqual([
      'Thay lưới sân số 2 ở Phú Mỹ Hưng',
      'Gọi nhà tài trợ cho giải mùa xuân',
      'Order 200 outdoor balls for the club nights',
      'Viết hướng dẫn luật chơi cho người mới',
    ]);
    expect(board.find((task) => task.title.startsWith('Xếp lịch'))?.assigned_to?.name).toBe(
      'Phạm Thị Thu Hà',
    );
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/tasks/stats' })).json().data;
    expect(stats).toMatchObject({
      total: 12,
      overdue: 1,
      by_status: { todo: 4, in_progress: 3, review: 2, done: 3 },
    });
  });
});
