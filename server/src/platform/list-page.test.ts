import { encodeListCursor, type PageMeta } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../modules/users/users.repository';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';
import { withPageCursorResolved } from './routing';

/**
 * Cursors through the API, on the engine under test: a client walking a list by
 * meta.next_cursor sees every row exactly once, in the order the list sorts (ties and NULLs
 * included), and a cursor that is not this list's is a 422 in the reader's language.
 */
type ListBody = { data: { id: number }[]; meta: PageMeta };

describe('walking lists by cursor', () => {
  let app: FastifyInstance;
  let admin: Session;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAsAdmin(app);
    // Ties on purpose: three names for 23 people; every third never signed in.
    for (let index = 0; index < 23; index += 1) {
      const id = await insertUser(app.services.db, {
        name: ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Cường'][index % 3] as string,
        email: index % 4 === 0 ? null : `walk${index}@example.com`,
        username: `walker_${index}`,
        phone: null,
        password_hash: null,
        is_active: true,
        email_verified_at: null,
      });
      if (index % 3 !== 0)
        await app.services.db
          .updateTable('users')
          .set({ last_login_at: new Date(Date.UTC(2026, 10, 1 + (index % 5))).toISOString() })
          .where('id', '=', id)
          .execute();
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string, locale?: string) => {
    const response = await call(app, admin, { method: 'GET', url, ...(locale ? { locale } : {}) });
    return {
      status: response.statusCode,
      body: response.json() as ListBody & { errors?: Record<string, string[]> },
    };
  };

  async function walk(base: string, perPage: number): Promise<{ ids: number[]; pages: number[] }> {
    const ids: number[] = [];
    const pages: number[] = [];
    let url = `${base}&per_page=${perPage}`;
    for (let guard = 0; guard < 100; guard += 1) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      ids.push(...body.data.map((row) => row.id));
      pages.push(body.meta.page);
      if (!body.meta.next_cursor) return { ids, pages };
      url = `${base}&per_page=${perPage}&cursor=${encodeURIComponent(body.meta.next_cursor)}`;
    }
    throw new Error('the walk did not end');
  }

  it.each(['name', '-name', 'last_login_at', '-last_login_at', 'email', '-id', 'created_at'])(
    'visits every user once, in the order of the whole list (sort %s)',
    async (sort) => {
      const whole = await get(`/api/v1/users?sort=${sort}&per_page=100`);
      const expected = whole.body.data.map((row) => row.id);
      expect(expected.length).toBe(24);
      const { ids, pages } = await walk(`/api/v1/users?sort=${sort}`, 10);
      expect(ids).toEqual(expected);
      expect(pages).toEqual([1, 2, 3]);
    },
  );

  it('walks the permissions catalogue the same way', async () => {
    const whole = await get('/api/v1/permissions?sort=group&per_page=100');
    const { ids } = await walk('/api/v1/permissions?sort=group', 10);
    expect(ids).toEqual(whole.body.data.map((row) => row.id));
    expect(ids.length).toBeGreaterThan(20);
  });

  it('refuses a malformed cursor, or one made for another sort, with a translated 422', async () => {
    const first = await get('/api/v1/users?sort=name&per_page=10');
    const cursor = first.body.meta.next_cursor as string;
    for (const [url, locale, message] of [
      [`/api/v1/users?cursor=${encodeURIComponent(cursor)}&sort=-name`, 'en', 'does not match this list'],
      ['/api/v1/users?cursor=not-a-cursor', 'vi', 'không khớp với danh sách'],
      [`/api/v1/users?cursor=${'x'.repeat(2_000)}`, 'en', 'does not match this list'],
    ] as const) {
      const { status, body } = await get(url, locale);
      expect(status, url.slice(0, 60)).toBe(422);
      expect(body.errors?.cursor?.[0], url.slice(0, 60)).toContain(message);
    }
  });

  it('turns a page cursor from a list that pages by offset into that page', () => {
    const page = encodeListCursor({ p: 3 });
    expect(withPageCursorResolved({ page: 1, per_page: 10, cursor: page })).toEqual({
      page: 3,
      per_page: 10,
      cursor: undefined,
    });
    // A keyset cursor is the list service's to read; so is one naming its sort.
    const keyset = encodeListCursor({ s: 'name', p: 2, k: ['an', 4] });
    expect(withPageCursorResolved({ page: 1, cursor: keyset })).toEqual({ page: 1, cursor: keyset });
    const named = encodeListCursor({ s: 'name', p: 2 });
    expect(withPageCursorResolved({ page: 1, cursor: named })).toEqual({ page: 1, cursor: named });
  });
});
