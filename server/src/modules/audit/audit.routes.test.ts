import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

describe('audit', () => {
  it('records who changed what, from where, in the same transaction as the change', async () => {
    const role = await createRole(app, admin, ['court.view']);
    const list = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/audit?model=role&event=created&record_id=${role.id}`,
      headers: { 'user-agent': 'vitest' },
    });
    const [record] = list.json().data;
    expect(record).toMatchObject({
      model: 'role',
      record_id: String(role.id),
      event: 'created',
      url: '/api/v1/roles',
    });
    expect(record.user).toMatchObject({ id: admin.userId, username: 'admin' });
    expect(record.ip_address).toBe('127.0.0.1');
    expect(record.new_values.permissions).toEqual(['court.view']);
    const detail = await call(app, admin, { method: 'GET', url: `/api/v1/audit/${record.id}` });
    expect(detail.json().data).toEqual(record);
  });

  it('filters by user, date and event, and lists the models', async () => {
    const byUser = await call(app, admin, { method: 'GET', url: `/api/v1/audit?user_id=${admin.userId}` });
    expect(byUser.json().meta.total).toBeGreaterThan(0);
    const future = await call(app, admin, { method: 'GET', url: '/api/v1/audit?from=2999-01-01' });
    expect(future.json().meta.total).toBe(0);
    const badEvent = await call(app, admin, { method: 'GET', url: '/api/v1/audit?event=hacked' });
    expect(badEvent.statusCode).toBe(422);
    const filters = (await call(app, admin, { method: 'GET', url: '/api/v1/audit/filters' })).json().data;
    expect(filters.models).toContain('role');
    expect(filters.events).toEqual(['created', 'updated', 'deleted', 'viewed']);
  });

  it("names each record as people know it: a role's display name, a user's name, a deleted record's last name", async () => {
    const role = await createRole(app, admin, ['court.view']);
    const player = await createUserAndLogin(app, admin, [], { name: 'Nguyễn Thị Hoà' });
    await call(app, admin, { method: 'DELETE', url: `/api/v1/roles/${role.id}` });
    const roleTrail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=role&record_id=${role.id}` })
    ).json().data;
    expect(roleTrail.map((record: { event: string }) => record.event)).toEqual(['deleted', 'created']);
    for (const record of roleTrail) expect(record.record_label).toMatch(/^Role \d+$/);
    const userTrail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=user&record_id=${player.userId}` })
    ).json().data;
    expect(userTrail[0].record_label).toBe('Nguyễn Thị Hoà');
    const detail = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit/${userTrail[0].id}` })
    ).json();
    expect(detail.data.record_label).toBe('Nguyễn Thị Hoà');
  });

  it('records a second look at the same user by the same person once', async () => {
    const player = await createUserAndLogin(app, admin, [], { name: 'Trần Văn Bình' });
    for (let look = 0; look < 3; look += 1)
      expect(
        (await call(app, admin, { method: 'GET', url: `/api/v1/users/${player.userId}` })).statusCode,
      ).toBe(200);
    const views = (
      await call(app, admin, {
        method: 'GET',
        url: `/api/v1/audit?model=user&event=viewed&record_id=${player.userId}`,
      })
    ).json();
    expect(views.meta.total).toBe(1);
  });

  it('finds people for the user filter without diacritics, 20 at most, under the audit permission', async () => {
    const player = await createUserAndLogin(app, admin, [], { name: 'Đặng Thuỳ Dương' });
    const found = (
      await call(app, admin, { method: 'GET', url: '/api/v1/audit/users?search=dang thuy' })
    ).json();
    expect(found.data).toEqual([{ id: player.userId, name: 'Đặng Thuỳ Dương', username: player.username }]);
    const byId = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit/users?id=${player.userId}` })
    ).json();
    expect(byId.data.map((user: { id: number }) => user.id)).toEqual([player.userId]);
    for (let index = 0; index < 21; index += 1)
      await createUserAndLogin(app, admin, [], { name: `Filter Person ${index}` });
    const many = (
      await call(app, admin, { method: 'GET', url: '/api/v1/audit/users?search=filter person' })
    ).json();
    expect(many.data).toHaveLength(20);
    const viewer = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['audit.view'])).id]);
    expect((await call(app, viewer, { method: 'GET', url: '/api/v1/audit/users' })).statusCode).toBe(200);
    const outsider = await createUserAndLogin(app, admin, [(await createRole(app, admin, ['user.view'])).id]);
    expect((await call(app, outsider, { method: 'GET', url: '/api/v1/audit/users' })).statusCode).toBe(403);
  });

  it('offers no way to change or delete records', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(app, admin, { method, url: '/api/v1/audit/1', payload: {} });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('audit export', () => {
  it('downloads the filtered trail in the reader language: record types and changed fields in words, bookkeeping left out', async () => {
    const role = await createRole(app, admin, ['court.view']);
    const csv = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/audit/export?format=csv&tz=Asia/Ho_Chi_Minh&model=role&record_id=${role.id}`,
      locale: 'vi',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('audit-');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Thời gian');
    expect(lines[1]).toContain('Vai trò');
    expect(lines[1]).toContain('Tạo mới');
    expect(lines[1]).toContain('Tên hiển thị');
    expect(lines[1]).not.toContain('users_count_is_estimate');
    expect(lines[1]).not.toContain('display_name');
    const xlsx = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/audit/export?format=xlsx&model=role',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('needs the audit permission', async () => {
    const outsider = await createUserAndLogin(app, admin);
    const refused = await call(app, outsider, { method: 'GET', url: '/api/v1/audit/export?format=csv' });
    expect(refused.statusCode).toBe(403);
  });
});
