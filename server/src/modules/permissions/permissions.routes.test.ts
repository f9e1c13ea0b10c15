import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, refreshSession, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const createPermission = (payload: Record<string, unknown>) =>
  call(app, admin, { method: 'POST', url: '/api/v1/permissions', payload });

describe('permissions', () => {
  it('lists the catalogue with groups and holders, filtered by group', async () => {
    const response = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/permissions?group=users&per_page=25',
    });
    const names = response.json().data.map((permission: { name: string }) => permission.name);
    expect(names).toEqual(['user.create', 'user.delete', 'user.edit', 'user.view']);
    expect(response.json().data[0].roles.map((role: { name: string }) => role.name)).toContain('super_admin');
  });

  it('creates, renames and deletes a custom permission', async () => {
    const created = await createPermission({
      name: 'report.export',
      display_name: 'Export reports',
      group: 'reports',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const renamed = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/permissions/${id}`,
      payload: { name: 'report.download', display_name: 'Download reports', group: 'reports' },
    });
    expect(renamed.json().data.name).toBe('report.download');
    // The administrator's token names the permission the old way: refused until refreshed.
    const outdated = await call(app, admin, { method: 'GET', url: `/api/v1/permissions/${id}` });
    expect(outdated.statusCode).toBe(401);
    expect(outdated.json().code).toBe('auth.token_outdated');
    await refreshSession(app, admin);
    expect((await call(app, admin, { method: 'DELETE', url: `/api/v1/permissions/${id}` })).statusCode).toBe(
      200,
    );
    const events = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=permission&record_id=${id}` })
    ).json().data;
    expect(events.map((record: { event: string }) => record.event)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
  });

  it('validates the name format and uniqueness', async () => {
    const bad = await createPermission({ name: 'NoDots', display_name: 'x', group: 'g' });
    expect(bad.json().errors.name).toEqual([
      'Use lowercase letters, digits and hyphens in dotted parts, like court.view',
    ]);
    const taken = await createPermission({ name: 'user.view', display_name: 'x', group: 'users' });
    expect(taken.json().errors).toEqual({ name: ['This name is already in use'] });
  });

  it('refuses to delete a permission held by roles, with SPEC §8 message in both languages', async () => {
    const id = (
      await createPermission({ name: 'report.view', display_name: 'View reports', group: 'reports' })
    ).json().data.id;
    await createRole(app, admin, ['report.view']);
    const en = await call(app, admin, { method: 'DELETE', url: `/api/v1/permissions/${id}` });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      code: 'permission.in_use',
      message: 'Cannot delete permission that is assigned to roles',
    });
    const vi = await call(app, admin, { method: 'DELETE', url: `/api/v1/permissions/${id}`, locale: 'vi' });
    expect(vi.json().message).toBe('Không thể xóa quyền đang được gán cho vai trò');
  });

  it('protects catalogue permissions from renaming', async () => {
    const view = (
      await call(app, admin, { method: 'GET', url: '/api/v1/permissions?search=audit.view' })
    ).json().data[0];
    const response = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/permissions/${view.id}`,
      payload: { name: 'audit.read', display_name: 'x', group: 'audit' },
    });
    expect(response.json().code).toBe('permission.protected');
  });

  it('counts a permission only super_admin holds as unassigned', async () => {
    const created = await createPermission({
      name: 'report.audit',
      display_name: 'Audit reports',
      group: 'reports',
    });
    const id = created.json().data.id;
    expect(created.json().data.roles.map((role: { name: string }) => role.name)).toEqual(['super_admin']);
    const unassigned = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/permissions?assigned=false&per_page=100',
    });
    expect(unassigned.json().data.map((permission: { id: number }) => permission.id)).toContain(id);
    const assigned = await call(app, admin, {
      method: 'GET',
      url: '/api/v1/permissions?assigned=true&per_page=100',
    });
    expect(assigned.json().data.map((permission: { id: number }) => permission.id)).not.toContain(id);
    expect(assigned.json().data.map((permission: { name: string }) => permission.name)).toContain(
      'match.edit',
    );
  });

  it('gives stats, filters and the grouped list', async () => {
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/permissions/stats' })).json().data;
    expect(stats.total).toBe(stats.assigned + stats.unassigned);
    expect(stats.groups).toBeGreaterThan(15);
    const filters = (await call(app, admin, { method: 'GET', url: '/api/v1/permissions/filters' })).json()
      .data;
    expect(filters.groups).toContain('courts');
    const grouped = (await call(app, admin, { method: 'GET', url: '/api/v1/permissions/grouped' })).json()
      .data;
    expect(grouped.map((group: { group: string }) => group.group)).toEqual(
      [...grouped.map((group: { group: string }) => group.group)].sort(),
    );
  });
});
