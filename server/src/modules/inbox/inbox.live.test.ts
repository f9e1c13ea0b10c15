import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin } from '../../testing/test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
const clients = new TestRealtimeClients();

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

describe('the inbox, live in its owner’s room', () => {
  it('brings a user, subscribed to nothing but their own room, the in-app notification staff sent them', async () => {
    const admin = await loginAsAdmin(app);
    const player = await createUserAndLogin(app, admin, [], { name: 'Bùi Thị Ngọc' });
    const socket = clients.open(baseUrl, player.accessToken);
    await socket.connected();
    const room = `user:${player.userId}`;
    expect(await socket.subscribe([room])).toEqual({ joined: [room], denied: [] });

    const sent = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/notifications',
      payload: {
        recipient_type: 'specific_users',
        user_ids: [player.userId],
        channels: ['in_app'],
        category: 'club',
        subject: 'Lịch sân thay đổi',
        content: 'Sân 2 đóng cửa sáng Chủ nhật.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const notificationId = sent.json().data.id as number;
    await app.services.jobs.runDue();

    const event = await socket.waitFor<{ id: number; type: string; data: { notification_id?: number } }>(
      'notification.created',
      (item) => item.data.notification_id === notificationId,
      `the in-app item of notification ${notificationId}`,
    );
    expect(event.data).toMatchObject({
      type: 'notification',
      read_at: null,
      data: { subject: 'Lịch sân thay đổi', content: 'Sân 2 đóng cửa sáng Chủ nhật.', category: 'club' },
    });
    // The event is the item the inbox lists, under the same id.
    const inbox = (await call(app, player, { method: 'GET', url: '/api/v1/inbox' })).json();
    expect(inbox.data[0]).toMatchObject({ id: event.data.id, data: { notification_id: notificationId } });
    expect(event.id).toBe(event.data.id);
  });
});
