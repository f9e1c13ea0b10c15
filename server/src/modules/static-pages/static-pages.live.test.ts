import { describe, expect, it } from 'vitest';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:static-pages';

describe.runIf(redisAvailable)('static pages live across instances (Redis adapter)', () => {
  it('brings staff on the other instance each change of a page, and keeps the room from those without staticpage.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['staticpage.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      const outsider = await openWatcher(first, admin, clients, url, ['email-template.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      const watcher = viewer.socket;

      let mark = markEvents(watcher);
      const created = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/static-pages',
        payload: {
          type: 'terms',
          key: 'terms',
          language: 'vi',
          title: 'Điều khoản sử dụng',
          content: '<p>Điều khoản áp dụng cho mọi thành viên.</p>',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const onCreate = await mark.waitFor('static_page.updated', id, `the new page ${id}`);
      expect(onCreate.id).toBe(id);

      /** One change through the first instance, heard on the second. */
      const expectHeard = async (
        request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload?: object },
        what: string,
      ) => {
        mark = markEvents(watcher);
        const response = await call(first, admin, request);
        expect(response.statusCode, response.body).toBe(200);
        expect((await mark.waitFor('static_page.updated', id, what)).id).toBe(id);
      };
      await expectHeard({ method: 'POST', url: `/api/v1/static-pages/${id}/publish` }, 'the published page');
      await expectHeard(
        {
          method: 'PUT',
          url: `/api/v1/static-pages/${id}`,
          payload: {
            key: 'terms',
            title: 'Điều khoản sử dụng (2026)',
            content: '<p>Điều khoản áp dụng cho mọi thành viên và khách.</p>',
            is_active: true,
          },
        },
        'the saved draft',
      );
      await expectHeard(
        { method: 'PATCH', url: `/api/v1/static-pages/${id}/status`, payload: { is_active: false } },
        'the page switched off',
      );
      await expectHeard(
        { method: 'POST', url: `/api/v1/static-pages/${id}/versions/1/restore` },
        'the restored version',
      );
      const seen = await call(second, viewer.session, { method: 'GET', url: `/api/v1/static-pages/${id}` });
      expect(seen.json().data).toMatchObject({ title: 'Điều khoản sử dụng', is_active: false });

      mark = markEvents(watcher);
      const deleted = await call(first, admin, { method: 'DELETE', url: `/api/v1/static-pages/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await mark.waitFor('static_page.deleted', id, 'the deleted page')).id).toBe(id);
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
