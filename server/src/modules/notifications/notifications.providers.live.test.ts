import { describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../integrations/channels/webhook-client';
import { createUserAndLogin } from '../../testing/factories';
import { startFakeWebhookReceiver } from '../../testing/fake-webhook-receiver';
import { startFakeZalo } from '../../testing/fake-zalo';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:notification-providers';
const URL = '/api/v1/notification-providers';

describe.runIf(redisAvailable)('notification providers live across instances (Redis adapter)', () => {
  it('brings staff on the other instance a provider created, edited, tested and deleted, and keeps the room from those without notification.providers.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    const secret = generateWebhookSecret();
    const receiver = await startFakeWebhookReceiver({ secret });
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['notification.providers.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      // Staff who send notifications but may not see their providers.
      const outsider = await openWatcher(first, admin, clients, url, ['notification.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });
      const watcher = viewer.socket;
      const webhook = (name: string) => ({
        name,
        type: 'webhook',
        config: { url: receiver.url, signing_secret: secret },
      });

      let mark = markEvents(watcher);
      const created = await call(first, admin, { method: 'POST', url: URL, payload: webhook('CRM') });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const onCreate = await mark.waitFor('notification_provider.updated', id, `the new provider ${id}`);
      expect(onCreate.id).toBe(id);

      mark = markEvents(watcher);
      const edited = await call(first, admin, {
        method: 'PUT',
        url: `${URL}/${id}`,
        payload: webhook('CRM chính'),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await mark.waitFor('notification_provider.updated', id, 'the edited provider')).id).toBe(id);

      // A test's result shows in the list, a failed one too (the answer is an error, the result stays).
      mark = markEvents(watcher);
      const tested = await call(first, admin, {
        method: 'POST',
        url: `${URL}/${id}/test`,
        payload: { address: 'crm' },
      });
      expect(tested.statusCode, tested.body).toBe(200);
      expect((await mark.waitFor('notification_provider.updated', id, 'the tested provider')).id).toBe(id);
      receiver.answerNext(500);
      mark = markEvents(watcher);
      const failed = await call(first, admin, {
        method: 'POST',
        url: `${URL}/${id}/test`,
        payload: { address: 'crm' },
      });
      expect(failed.json().code).toBe('provider.test_failed');
      expect((await mark.waitFor('notification_provider.updated', id, 'the failed test')).id).toBe(id);
      const seen = await call(second, viewer.session, { method: 'GET', url: `${URL}/${id}` });
      expect(seen.json().data).toMatchObject({
        name: 'CRM chính',
        health: 'unhealthy',
        last_test: { ok: false },
      });

      mark = markEvents(watcher);
      const deleted = await call(first, admin, { method: 'DELETE', url: `${URL}/${id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await mark.waitFor('notification_provider.deleted', id, 'the deleted provider')).id).toBe(id);
    } finally {
      clients.closeAll();
      await receiver.close();
      await close();
    }
  });

  it("brings them the Zalo ZNS page's save and the token's refresh, whose expiry that page shows", async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    const zalo = await startFakeZalo();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['notification.providers.view'], ROOM);
      expect(viewer.ack.joined).toEqual([ROOM]);
      const player = await createUserAndLogin(first, admin, [], { phone: '0987 654 321' });

      let mark = markEvents(viewer.socket);
      const tokens = zalo.issueTokens();
      const saved = await call(first, admin, {
        method: 'PUT',
        url: '/api/v1/zalo-zns',
        payload: {
          config: {
            app_id: 'zalo-app',
            secret_key: 'zalo-secret',
            access_token: tokens.access_token,
            refresh_token: tokens.refresh_token,
            // Expired: the first send refreshes it.
            access_token_expires_at: new Date(Date.now() - 60_000).toISOString(),
            template_id: '246810',
            api_url: zalo.url,
            oauth_url: zalo.url,
          },
          category_templates: { match: '246810' },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json().data.provider.id as number;
      expect((await mark.waitFor('notification_provider.updated', id, 'the saved Zalo provider')).id).toBe(
        id,
      );

      mark = markEvents(viewer.socket);
      const sent = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/notifications',
        payload: {
          recipient_type: 'specific_users',
          user_ids: [player.userId],
          channels: ['zalo_zns'],
          category: 'match',
          subject: 'Trận đấu bắt đầu',
          content: 'Sân 3 đã sẵn sàng.',
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await first.services.jobs.runDue();
      expect(zalo.counters.refreshes).toBe(1);
      expect((await mark.waitFor('notification_provider.updated', id, 'the refreshed token')).id).toBe(id);
      const page = await call(second, admin, { method: 'GET', url: '/api/v1/zalo-zns' });
      expect(Date.parse(page.json().data.access_token_expires_at)).toBeGreaterThan(Date.now());
    } finally {
      clients.closeAll();
      await zalo.close();
      await close();
    }
  });
});
