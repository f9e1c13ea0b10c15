import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const create = (fields: Record<string, unknown>) =>
  call(app, admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: { password: 'Pickle123', password_confirmation: 'Pickle123', roles: [], ...fields },
  });

describe('name order', () => {
  it('sorts names in Vietnamese alphabetical order (Đ after D, before V), both ways, renamed ones too', async () => {
    const people = ['Võ Thị Hoa', 'Đặng Văn An', 'Dương Minh', 'Ánh Dương', 'Bùi Lan'];
    const ids: number[] = [];
    for (const [i, name] of people.entries()) {
      const created = await create({
        name: `${name} X`,
        email: `vn.sort${i}@example.com`,
        username: `vnsort${i}`,
        phone: `09120003${i}0`,
      });
      ids.push(created.json().data.id);
    }
    // A rename moves the user to their new place.
    const renamed = await call(app, admin, { method: 'GET', url: `/api/v1/users/${ids[4]}` });
    const user = renamed.json().data;
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${ids[4]}`,
      payload: {
        name: 'Đỗ Lan X',
        username: user.username,
        email: user.email,
        phone: user.phone,
        is_active: true,
        roles: [],
      },
    });
    const names = async (sort: string) =>
      (await call(app, admin, { method: 'GET', url: `/api/v1/users?search=X&sort=${sort}&per_page=100` }))
        .json()
        .data.map((row: { name: string }) => row.name)
        .filter((name: string) => name.endsWith(' X'));
    const expected = ['Ánh Dương X', 'Dương Minh X', 'Đặng Văn An X', 'Đỗ Lan X', 'Võ Thị Hoa X'];
    expect(await names('name')).toEqual(expected);
    expect(await names('-name')).toEqual([...expected].reverse());
    expect([...expected].sort(new Intl.Collator('vi').compare)).toEqual(expected);
  });
});
