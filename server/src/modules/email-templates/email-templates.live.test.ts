import { describe, expect, it } from 'vitest';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:email-templates';
const URL = '/api/v1/email-templates';

const templatePayload = (name: string) => ({
  name,
  key: 'welcome.member',
  translations: {
    en: {
      subject: 'Welcome, {{ name }}',
      html: '<p>Welcome to <strong>{{ club }}</strong>, {{ name }}!</p>',
    },
    vi: {
      subject: 'Chào mừng {{ name }}',
      html: '<p>Chào mừng {{ name }} đến với <strong>{{ club }}</strong>!</p>',
      text: 'Chào mừng {{ name }} đến với {{ club }}!',
    },
  },
  variables: [{ name: 'name', sample: 'Trần Thị Bình' }, { name: 'club' }],
});

describe.runIf(redisAvailable)('e-mail templates live across instances (Redis adapter)', () => {
  it('brings staff on the other instance a template created, edited and deleted, and keeps the room from those without email-template.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['email-template.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      const outsider = await openWatcher(first, admin, clients, url, ['notification.templates.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      const watcher = viewer.socket;

      let mark = markEvents(watcher);
      const created = await call(first, admin, {
        method: 'POST',
        url: URL,
        payload: templatePayload('Chào mừng thành viên'),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const onCreate = await mark.waitFor('email_template.updated', id, `the new template ${id}`);
      expect(onCreate.id).toBe(id);

      mark = markEvents(watcher);
      const edited = await call(first, admin, {
        method: 'PUT',
        url: `${URL}/${id}`,
        payload: templatePayload('Chào mừng thành viên mới'),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await mark.waitFor('email_template.updated', id, 'the edited template')).id).toBe(id);
      const seen = await call(second, viewer.session, { method: 'GET', url: `${URL}/${id}` });
      expect(seen.json().data.name).toBe('Chào mừng thành viên mới');

      mark = markEvents(watcher);
      const deleted = await call(first, admin, { method: 'DELETE', url: `${URL}/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await mark.waitFor('email_template.deleted', id, 'the deleted template')).id).toBe(id);
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
