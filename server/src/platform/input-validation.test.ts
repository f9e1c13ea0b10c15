import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

/** What the API refuses before any service sees it, in both languages. */
let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

describe('an enum field', () => {
  it('lists its options in the message of a body field, in English and Vietnamese', async () => {
    const add = (locale: string) =>
      call(app, admin, {
        method: 'POST',
        url: '/api/v1/clubs/1/members',
        payload: { user_id: 18, role: 'owner' },
        locale,
      });
    const en = await add('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.role).toEqual(['Choose one of: admin, member']);
    expect((await add('vi')).json().errors.role).toEqual(['Chọn một trong các giá trị: admin, member']);
  });

  it('lists its options in the message of a query parameter, in English and Vietnamese', async () => {
    const list = (locale: string) =>
      call(app, admin, { method: 'GET', url: '/api/v1/matches?discipline=triples', locale });
    const en = await list('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.discipline).toEqual(['Choose one of: singles, doubles']);
    expect((await list('vi')).json().errors.discipline).toEqual([
      'Chọn một trong các giá trị: singles, doubles',
    ]);
  });
});
