import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin } from '../testing/test-app';
import { seedDemo } from './seed-demo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('seed:demo', () => {
  it('creates the demo community once, with roles, and is searchable without diacritics', async () => {
    const hash = await app.services.passwords.hash('Demo12345');
    expect(await seedDemo(app.services.db, hash)).toBe(16);
    expect(await seedDemo(app.services.db, hash)).toBe(0);
    const admin = await loginAsAdmin(app);
    const found = await call(app, admin, { method: 'GET', url: '/api/v1/users?search=dang quoc' });
    expect(found.json().data.map((user: { username: string }) => user.username)).toEqual(['bao.dang']);
    const referees = await call(app, admin, { method: 'GET', url: '/api/v1/users?role=referee' });
    expect(referees.json().meta.total).toBe(3);
  });
});
