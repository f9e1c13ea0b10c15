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

describe('roles', () => {
  it('lists the seeded default roles with users counts', async () => {
    const response = await call(app, admin, { method: 'GET', url: '/api/v1/roles?per_page=50' });
    const roles = response.json().data as {
      name: string;
      users_count: number;
      is_system: boolean;
      permissions: string[];
    }[];
    expect(roles.map((role) => role.name).sort()).toEqual([
      'admin',
      'court_owner',
      'player',
      'referee',
      'staff',
      'super_admin',
    ]);
    const superAdmin = roles.find((role) => role.name === 'super_admin');
    expect(superAdmin?.users_count).toBe(1);
    expect(roles.find((role) => role.name === 'referee')?.permissions).toEqual(['match.edit', 'match.view']);
    const adminRole = roles.find((role) => role.name === 'admin');
    expect(adminRole?.permissions).toContain('user.delete');
    expect(adminRole?.permissions).not.toContain('role.create');
    expect(adminRole?.permissions).toContain('role.view');
    expect(roles.find((role) => role.name === 'player')?.permissions).toEqual([]);
  });

  it('creates a role with permissions and audits it', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: {
        name: 'club_manager',
        display_name: 'Club manager',
        description: 'Runs clubs',
        permissions: ['club.view', 'club.edit'],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'club_manager',
      permissions: ['club.edit', 'club.view'],
      is_system: false,
    });
    const audit = (
      await call(app, admin, {
        method: 'GET',
        url: `/api/v1/audit?model=role&record_id=${response.json().data.id}`,
      })
    ).json();
    expect(audit.data[0].event).toBe('created');
  });

  it('validates name format, uniqueness and unknown permissions', async () => {
    const bad = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'Bad Name', display_name: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Use lowercase letters, digits, hyphens and underscores, starting with a letter'],
      display_name: ['This field is required'],
    });
    const taken = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'staff', display_name: 'Again' },
    });
    expect(taken.json().errors).toEqual({ name: ['This name is already in use'] });
    const unknown = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'ghost', display_name: 'Ghost', permissions: ['club.view', 'nope.nothing'] },
    });
    expect(unknown.json().errors).toEqual({ 'permissions.1': ['This permission does not exist'] });
  });

  it('refuses to delete a role held by users, with SPEC §8 message in both languages', async () => {
    const role = await createRole(app, admin, ['club.view']);
    await createUserAndLogin(app, admin, [role.id]);
    const en = await call(app, admin, { method: 'DELETE', url: `/api/v1/roles/${role.id}` });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      code: 'role.in_use',
      message: 'Cannot delete role that is assigned to users, remove all users first',
    });
    const vi = await call(app, admin, { method: 'DELETE', url: `/api/v1/roles/${role.id}`, locale: 'vi' });
    expect(vi.json().message).toBe(
      'Không thể xóa vai trò đang được gán cho người dùng, hãy gỡ tất cả người dùng trước',
    );
  });

  it('deletes an unused custom role, but never a built-in one', async () => {
    const role = await createRole(app, admin, []);
    expect((await call(app, admin, { method: 'DELETE', url: `/api/v1/roles/${role.id}` })).statusCode).toBe(
      200,
    );
    expect((await call(app, admin, { method: 'GET', url: `/api/v1/roles/${role.id}` })).statusCode).toBe(404);
    const player = (await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=player' })).json()
      .data[0];
    const refused = await call(app, admin, { method: 'DELETE', url: `/api/v1/roles/${player.id}` });
    expect(refused.json().code).toBe('role.protected');
  });

  it('keeps every permission on super_admin whatever the form sends', async () => {
    const superAdmin = (
      await call(app, admin, { method: 'GET', url: '/api/v1/roles?search=super_admin' })
    ).json().data[0];
    const response = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/roles/${superAdmin.id}`,
      payload: { name: 'super_admin', display_name: 'Boss', permissions: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.display_name).toBe('Boss');
    expect(response.json().data.permissions).toEqual(superAdmin.permissions);
  });

  it('refuses to put into a role a permission the editor does not hold', async () => {
    const editorRole = await createRole(app, admin, ['role.view', 'role.edit', 'role.create']);
    const editor = await createUserAndLogin(app, admin, [editorRole.id]);
    const response = await call(app, editor, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'sneaky', display_name: 'Sneaky', permissions: ['user.delete'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('role.cannot_grant');
  });

  it('gives stats, filters and the grouped permission picker', async () => {
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/roles/stats' })).json().data;
    expect(stats.system).toBe(6);
    expect(stats.total).toBe(stats.system + stats.custom);
    const picker = (await call(app, admin, { method: 'GET', url: '/api/v1/roles/permissions' })).json().data;
    const users = picker.find((group: { group: string }) => group.group === 'users');
    expect(users.permissions.map((permission: { name: string }) => permission.name)).toEqual([
      'user.create',
      'user.delete',
      'user.edit',
      'user.view',
    ]);
    const withUsers = (
      await call(app, admin, { method: 'GET', url: '/api/v1/roles?has_users=true&per_page=50' })
    ).json();
    expect(withUsers.data.every((role: { users_count: number }) => role.users_count > 0)).toBe(true);
    const byPermission = (
      await call(app, admin, { method: 'GET', url: '/api/v1/roles?permission=match.edit&per_page=50' })
    ).json();
    expect(byPermission.data.map((role: { name: string }) => role.name)).toContain('referee');
    expect(byPermission.data.map((role: { name: string }) => role.name)).not.toContain('player');
  });
});
