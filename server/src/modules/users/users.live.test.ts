import { describe, expect, it } from 'vitest';
import { createRole } from '../../testing/factories';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:users';

describe.runIf(redisAvailable)('users live across instances (Redis adapter)', () => {
  it('brings staff on the other instance each change made to a user, and keeps the room from those without user.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['user.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      const outsider = await openWatcher(first, admin, clients, url, ['role.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      const watcher = viewer.socket;
      const referee = await createRole(first, admin, ['match.view']);

      let mark = markEvents(watcher);
      const created = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          name: 'Lý Thị Thu Trang',
          email: 'trang.ly@example.com',
          username: 'trangly',
          password: 'Secret123',
          password_confirmation: 'Secret123',
          roles: [],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const user = created.json().data as { id: number } & Record<string, unknown>;
      const onCreate = await mark.waitFor('user.updated', user.id, `the new user ${user.id}`);
      expect(onCreate.id).toBe(user.id);

      // An edit that also gives a role and a new password.
      mark = markEvents(watcher);
      const edited = await call(first, admin, {
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        payload: {
          ...user,
          name: 'Lý Thu Trang',
          roles: [referee.id],
          password: 'Changed123',
          password_confirmation: 'Changed123',
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await mark.waitFor('user.updated', user.id, 'the edited user')).id).toBe(user.id);

      mark = markEvents(watcher);
      const toggled = await call(first, admin, {
        method: 'POST',
        url: `/api/v1/users/${user.id}/toggle-status`,
      });
      expect(toggled.statusCode, toggled.body).toBe(200);
      expect(toggled.json().data.is_active).toBe(false);
      expect((await mark.waitFor('user.updated', user.id, 'the deactivated user')).id).toBe(user.id);
      const seen = await call(second, viewer.session, { method: 'GET', url: `/api/v1/users/${user.id}` });
      expect(seen.json().data).toMatchObject({ name: 'Lý Thu Trang', is_active: false });

      mark = markEvents(watcher);
      const deleted = await call(first, admin, { method: 'DELETE', url: `/api/v1/users/${user.id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await mark.waitFor('user.deleted', user.id, 'the deleted user')).id).toBe(user.id);
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
