import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole } from '../../testing/factories';
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

  it('offers no way to change or delete records', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(app, admin, { method, url: '/api/v1/audit/1', payload: {} });
      expect(response.statusCode, method).toBe(404);
    }
  });
});
