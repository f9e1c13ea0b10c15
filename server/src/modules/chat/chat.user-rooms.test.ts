import { describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

/**
 * A conversation's news reaches each member's own room (`user:<id>`), through one emit with the
 * conversation's room: a member whose page holds no conversation room (the menu badge on any
 * page) hears of every conversation of theirs, on any instance.
 */
describe.runIf(redisAvailable)(
  "chat news on each member's own room, across instances (Redis adapter)",
  () => {
    it('tells a member listening only to their own room on the other instance of a message in an older group, and the counts follow, muted ones as the product counts them', async () => {
      const { first, second, close } = await createTwoInstances(REDIS_URL);
      const clients = new TestRealtimeClients();
      try {
        const admin = await loginAsAdmin(first);
        const staff = await createRole(first, admin, ['chat.view']);
        const sender = await createUserAndLogin(first, admin, [staff.id], { name: 'Võ Thị Hoa' });
        const reader = await createUserAndLogin(first, admin, [staff.id], { name: 'Đặng Quốc Huy' });
        const other = await createUserAndLogin(first, admin, [staff.id], { name: 'Bùi Minh Khoa' });
        const group = async (by: typeof sender, name: string) => {
          const response = await call(first, by, {
            method: 'POST',
            url: '/api/v1/chats',
            payload: { type: 'group', name, participant_ids: [reader.userId] },
          });
          expect(response.statusCode, response.body).toBe(201);
          return response.json().data.id as number;
        };
        const older = await group(sender, 'Tổ trọng tài mùa thu');
        const muted = await group(sender, 'Hậu cần sân 5');
        // 25 newer conversations: the two above are off the first page of the reader's list.
        for (let index = 0; index < 25; index += 1) await group(other, `Nhóm mới ${index + 1}`);
        const firstPage = await call(second, reader, { method: 'GET', url: '/api/v1/chats?per_page=25' });
        const recent = (firstPage.json().data as { id: number }[]).map((chat) => chat.id);
        expect(recent).toHaveLength(25);
        expect(recent).not.toContain(older);
        expect(recent).not.toContain(muted);
        const mute = await call(second, reader, {
          method: 'PATCH',
          url: `/api/v1/chats/${muted}/membership`,
          payload: { muted: true },
        });
        expect(mute.statusCode, mute.body).toBe(200);
        const before = await call(second, reader, { method: 'GET', url: '/api/v1/chats/unread' });
        expect(before.json().data).toEqual({ unread: 0, mentions: 0, chats: 0 });

        // The reader's socket, on the other instance, listens to their own room and nothing else.
        const socket = clients.open(await second.listen({ host: '127.0.0.1', port: 0 }), reader.accessToken);
        await socket.connected();
        const own = `user:${reader.userId}`;
        expect(await socket.subscribe([own])).toEqual({ joined: [own], denied: [] });

        const post = async (chatId: number, clientId: string, body: string, mentioned: number[] = []) => {
          const response = await call(first, sender, {
            method: 'POST',
            url: `/api/v1/chats/${chatId}/messages`,
            payload: { client_id: clientId, body, mentioned_user_ids: mentioned },
          });
          expect(response.statusCode, response.body).toBe(201);
          return response.json().data.id as number;
        };
        const message = await post(older, 'user-rooms-0001', '@Đặng Quốc Huy chiều nay họp nhé', [
          reader.userId,
        ]);
        const event = await socket.waitFor<{ id: number; chat_id: number; mentions: { id: number }[] }>(
          'chat.message_created',
          (data) => data.id === message,
          'the message in the older group',
        );
        expect(event.data).toMatchObject({ chat_id: older, mentions: [{ id: reader.userId }] });

        // The message reached the reader's device through their own room: reported from there, it
        // turns the sender's tick to "delivered" (the sender's page, on the first instance, hears it).
        const senderSocket = clients.open(
          await first.listen({ host: '127.0.0.1', port: 0 }),
          sender.accessToken,
        );
        await senderSocket.connected();
        expect((await senderSocket.subscribe([`chat:${older}`])).joined).toEqual([`chat:${older}`]);
        socket.socket.emit('chat:delivered', { chat_id: older, message_id: message });
        await senderSocket.waitFor<{ user_id: number; last_delivered_message_id: number }>(
          'chat.read',
          (data) => data.user_id === reader.userId && data.last_delivered_message_id === message,
          "the reader's delivered position",
        );

        const totals = await call(second, reader, { method: 'GET', url: '/api/v1/chats/unread' });
        expect(totals.json().data).toEqual({ unread: 1, mentions: 1, chats: 1 });
        const detail = await call(second, reader, { method: 'GET', url: `/api/v1/chats/${older}` });
        expect(detail.json().data.membership).toMatchObject({ unread_count: 1, mention_count: 1 });

        // A muted conversation is heard too: its messages count in its row and mentions everywhere,
        // but not in the menu's unread total.
        const quiet = await post(muted, 'user-rooms-0002', 'Nhớ mang thêm bóng');
        const called = await post(muted, 'user-rooms-0003', '@Đặng Quốc Huy nhận bóng giúp', [reader.userId]);
        for (const id of [quiet, called])
          await socket.waitFor<{ id: number }>(
            'chat.message_created',
            (data) => data.id === id,
            `message ${id} in the muted group`,
          );
        const withMuted = await call(second, reader, { method: 'GET', url: '/api/v1/chats/unread' });
        expect(withMuted.json().data).toEqual({ unread: 1, mentions: 2, chats: 2 });
        const mutedDetail = await call(second, reader, { method: 'GET', url: `/api/v1/chats/${muted}` });
        expect(mutedDetail.json().data.membership).toMatchObject({
          muted: true,
          unread_count: 2,
          mention_count: 1,
        });

        // Each message was heard once, though it went to the group's room and to the reader's.
        expect(
          socket.received<{ id: number }>('chat.message_created').filter((e) => e.data.id === message),
        ).toHaveLength(1);
      } finally {
        clients.closeAll();
        await close();
      }
    });

    it("keeps a group's messages from the own room of a member who no longer holds chat.view", async () => {
      const { first, second, close } = await createTwoInstances(REDIS_URL);
      const clients = new TestRealtimeClients();
      try {
        const admin = await loginAsAdmin(first);
        const staff = await createRole(first, admin, ['chat.view']);
        const leaving = await createRole(first, admin, ['chat.view']);
        const sender = await createUserAndLogin(first, admin, [staff.id], { name: 'Lý Thu Trang' });
        const former = await createUserAndLogin(first, admin, [leaving.id], { name: 'Hồ Văn Tâm' });
        const created = await call(first, sender, {
          method: 'POST',
          url: '/api/v1/chats',
          payload: { type: 'group', name: 'Ban tổ chức', participant_ids: [former.userId] },
        });
        const groupId = created.json().data.id as number;
        const channel = await call(first, admin, {
          method: 'POST',
          url: '/api/v1/chats',
          payload: { type: 'channel', name: 'Cộng đồng', participant_ids: [sender.userId], is_public: true },
        });
        const channelId = channel.json().data.id as number;
        // The public channel is open to anyone signed in: opening it makes them a member.
        expect((await call(second, former, { method: 'GET', url: '/api/v1/public-chat' })).statusCode).toBe(
          200,
        );

        const socket = clients.open(await second.listen({ host: '127.0.0.1', port: 0 }), former.accessToken);
        await socket.connected();
        const changed = await call(first, admin, {
          method: 'PUT',
          url: `/api/v1/roles/${leaving.id}`,
          payload: { name: leaving.name, display_name: 'Đã nghỉ', permissions: [] },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        await socket.waitFor<{ permissions: string[] }>(
          'session.access_changed',
          (data) => !data.permissions.includes('chat.view'),
          'the role without chat.view',
        );

        const post = async (chatId: number, clientId: string, body: string) => {
          const response = await call(first, sender, {
            method: 'POST',
            url: `/api/v1/chats/${chatId}/messages`,
            payload: { client_id: clientId, body },
          });
          expect(response.statusCode, response.body).toBe(201);
          return response.json().data.id as number;
        };
        const secret = await post(groupId, 'user-rooms-0101', 'Chỉ ban tổ chức đọc');
        // A later message they may read, published after the other: had the first reached them, it came before.
        const open = await post(channelId, 'user-rooms-0102', 'Chào cả nhà');
        await socket.waitFor<{ id: number }>(
          'chat.message_created',
          (data) => data.id === open,
          'the public message',
        );
        expect(socket.received<{ id: number }>('chat.message_created').map((e) => e.data.id)).not.toContain(
          secret,
        );
      } finally {
        clients.closeAll();
        await close();
      }
    });
  },
);
