import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../../testing/factories';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:roles';

describe.runIf(redisAvailable)('roles live across instances (Redis adapter)', () => {
  it('brings staff on the other instance each change of a role and of who holds it, and keeps the room from those without role.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['role.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      const outsider = await openWatcher(first, admin, clients, url, ['user.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      const watcher = viewer.socket;

      let mark = markEvents(watcher);
      const created = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/roles',
        payload: { name: 'line_judge', display_name: 'Trọng tài biên', permissions: ['match.view'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const onCreate = await mark.waitFor('role.updated', id, `the new role ${id}`);
      expect(onCreate.id).toBe(id);

      mark = markEvents(watcher);
      const edited = await call(first, admin, {
        method: 'PUT',
        url: `/api/v1/roles/${id}`,
        payload: {
          name: 'line_judge',
          display_name: 'Trọng tài biên chính',
          permissions: ['match.view', 'court.view'],
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await mark.waitFor('role.updated', id, 'the edited role')).id).toBe(id);

      // The list counts each role's holders: giving the role to someone, and deleting them, show.
      mark = markEvents(watcher);
      const holder = await createUserAndLogin(first, admin, [id]);
      expect((await mark.waitFor('role.updated', id, 'the role given to a new user')).id).toBe(id);
      const counted = await call(second, viewer.session, { method: 'GET', url: `/api/v1/roles/${id}` });
      expect(counted.json().data).toMatchObject({ display_name: 'Trọng tài biên chính', users_count: 1 });
      mark = markEvents(watcher);
      const gone = await call(first, admin, { method: 'DELETE', url: `/api/v1/users/${holder.userId}` });
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await mark.waitFor('role.updated', id, 'the role whose holder was deleted')).id).toBe(id);

      mark = markEvents(watcher);
      const deleted = await call(first, admin, { method: 'DELETE', url: `/api/v1/roles/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await mark.waitFor('role.deleted', id, 'the deleted role')).id).toBe(id);
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
