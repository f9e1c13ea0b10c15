import { describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

describe.runIf(redisAvailable)('chat across instances (Redis adapter)', () => {
  it('brings a message sent through one instance to a participant on the other, and sees them online there', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const staff = await createRole(first, admin, ['chat.view']);
      const sender = await createUserAndLogin(first, admin, [staff.id], { name: 'Võ Thị Hoa' });
      const reader = await createUserAndLogin(first, admin, [staff.id], { name: 'Đặng Quốc Huy' });
      const opened = await call(first, sender, {
        method: 'POST',
        url: '/api/v1/chats/direct',
        payload: { user_id: reader.userId },
      });
      const chatId = opened.json().data.id as number;
      const socket = clients.open(await second.listen({ host: '127.0.0.1', port: 0 }), reader.accessToken);
      await socket.connected();
      expect((await socket.subscribe([`chat:${chatId}`])).joined).toEqual([`chat:${chatId}`]);

      // Presence is asked across instances: the reader is connected to the other one.
      const presence = await call(first, sender, {
        method: 'GET',
        url: `/api/v1/chats/presence?user_ids=${reader.userId},${sender.userId}`,
      });
      expect(presence.json().data.online).toEqual([reader.userId]);

      const sent = await call(first, sender, {
        method: 'POST',
        url: `/api/v1/chats/${chatId}/messages`,
        payload: { client_id: 'instances-test-0001', body: 'Chiều nay 5h nhé' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const event = await socket.waitFor<{ id: number; body: string }>(
        'chat.message_created',
        (data) => data.id === sent.json().data.id,
        'the message sent through the first instance',
      );
      expect(event.data.body).toBe('Chiều nay 5h nhé');
      // The reader's unread count, read through the other instance, is the same counter.
      const detail = await call(second, reader, { method: 'GET', url: `/api/v1/chats/${chatId}` });
      expect(detail.json().data.membership.unread_count).toBe(1);
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
