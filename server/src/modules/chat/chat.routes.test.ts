import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { multipartFile } from '../../testing/multipart';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let baseUrl: string;
let admin: Session;
let alice: Session;
let bob: Session;
let carol: Session;
let player: Session;
const clients = new TestRealtimeClients();
let clientSequence = 0;

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  admin = await loginAsAdmin(app);
  const staff = await createRole(app, admin, ['chat.view']);
  alice = await createUserAndLogin(app, admin, [staff.id], { name: 'Nguyễn Thị Ánh' });
  bob = await createUserAndLogin(app, admin, [staff.id], { name: 'Trần Văn Bình' });
  carol = await createUserAndLogin(app, admin, [staff.id], { name: 'Lê Minh Châu' });
  player = await createUserAndLogin(app, admin, [], { name: 'Phạm Quốc Dũng' });
});
// Each test starts with everyone's flood allowance whole (one test spends it on purpose).
beforeEach(() => {
  for (const session of [admin, alice, bob, carol, player])
    app.services.limiters.chatMessages.reset(String(session.userId));
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const clientId = () => `test-client-${++clientSequence}-${Math.random().toString(36).slice(2, 10)}`;

async function createChat(session: Session, payload: Record<string, unknown>) {
  const response = await call(app, session, { method: 'POST', url: '/api/v1/chats', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; members: { user: { id: number }; role: string }[] };
}

async function send(session: Session, chatId: number, payload: Record<string, unknown>) {
  return call(app, session, {
    method: 'POST',
    url: `/api/v1/chats/${chatId}/messages`,
    payload: { client_id: clientId(), ...payload },
  });
}

async function sent(session: Session, chatId: number, body: string, extra: Record<string, unknown> = {}) {
  const response = await send(session, chatId, { body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; body: string; client_id: string };
}

async function membership(session: Session, chatId: number) {
  const response = await call(app, session, { method: 'GET', url: `/api/v1/chats/${chatId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.membership as { unread_count: number; mention_count: number };
}

describe('conversations', () => {
  it('refuses people without chat.view, and hides conversations from non-participants', async () => {
    expect((await call(app, player, { method: 'GET', url: '/api/v1/chats' })).statusCode).toBe(403);
    const chat = await createChat(alice, { type: 'group', name: 'Trọng tài', participant_ids: [bob.userId] });
    expect((await call(app, carol, { method: 'GET', url: `/api/v1/chats/${chat.id}` })).statusCode).toBe(404);
    expect((await send(carol, chat.id, { body: 'xin chào' })).statusCode).toBe(404);
    expect((await call(app, null, { method: 'GET', url: `/api/v1/chats/${chat.id}` })).statusCode).toBe(401);
  });

  it("says 'At least one participant must be selected' in the request's language", async () => {
    for (const [locale, text] of [
      ['en', 'At least one participant must be selected'],
      ['vi', 'Phải chọn ít nhất một người tham gia'],
    ] as const) {
      const response = await call(app, alice, {
        method: 'POST',
        url: '/api/v1/chats',
        locale,
        payload: { type: 'group', name: 'Nhóm', participant_ids: [] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.participant_ids).toEqual([text]);
    }
    // Only oneself is no participant either.
    const self = await call(app, alice, {
      method: 'POST',
      url: '/api/v1/chats',
      payload: { type: 'group', name: 'Nhóm', participant_ids: [alice.userId] },
    });
    expect(self.statusCode).toBe(422);
    // A player (no chat.view) cannot be added to a back-office conversation.
    const outsider = await call(app, alice, {
      method: 'POST',
      url: '/api/v1/chats',
      payload: { type: 'group', name: 'Nhóm', participant_ids: [player.userId] },
    });
    expect(outsider.statusCode).toBe(422);
  });

  it('refuses a membership change naming none of its fields with a 422, in both languages, for any member', async () => {
    // The public channel lets every signed-in user reach this route: it must never answer 500.
    const chat = await createChat(alice, { type: 'group', name: 'Ghim', participant_ids: [bob.userId] });
    const patch = (payload: Record<string, unknown>, locale = 'en') =>
      call(app, bob, { method: 'PATCH', url: `/api/v1/chats/${chat.id}/membership`, payload, locale });
    const empty = await patch({});
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errors: { _: ['Change at least one field'] },
    });
    expect((await patch({}, 'vi')).json().errors._).toEqual(['Hãy thay đổi ít nhất một trường']);
    const misspelt = await patch({ pinned: true });
    expect(misspelt.statusCode, misspelt.body).toBe(422);
    expect(misspelt.json().errors.pinned).toEqual(['This field is not allowed']);
    expect((await patch({ pinned: true, muted: true })).statusCode).toBe(422);
    const fine = await patch({ is_pinned: true });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data.membership.is_pinned).toBe(true);
  });

  it("refuses a settings change naming none of the conversation's fields", async () => {
    const chat = await createChat(alice, { type: 'group', name: 'Cài đặt', participant_ids: [bob.userId] });
    const patch = (payload: Record<string, unknown>) =>
      call(app, alice, { method: 'PATCH', url: `/api/v1/chats/${chat.id}`, payload });
    const empty = await patch({});
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().errors._).toEqual(['Change at least one field']);
    expect((await patch({ title_text: 'x' })).json().errors.title_text).toEqual([
      'This field is not allowed',
    ]);
    expect((await patch({ title: 'Sân 3' })).statusCode).toBe(200);
  });

  it('gets or creates one direct chat per pair, also when both open it at once', async () => {
    const open = (session: Session, userId: number) =>
      call(app, session, { method: 'POST', url: '/api/v1/chats/direct', payload: { user_id: userId } });
    const [first, second] = await Promise.all([open(alice, carol.userId), open(carol, alice.userId)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await open(alice, carol.userId)).json().data.id).toBe(first.json().data.id);
    expect(first.json().data.type).toBe('direct');
    // Each side sees the other person's name.
    expect(first.json().data.name).toBe('Lê Minh Châu');
    const self = await open(alice, alice.userId);
    expect(self.statusCode).toBe(422);
    expect((await open(alice, player.userId)).json().message).toBe('Failed to get or create a conversation');
    // A direct chat keeps its two people.
    const chatId = first.json().data.id;
    const add = await call(app, alice, {
      method: 'POST',
      url: `/api/v1/chats/${chatId}/members`,
      payload: { user_ids: [bob.userId] },
    });
    expect(add.statusCode).toBe(403);
  });

  it('finds conversations without diacritics and sorts pinned ones first', async () => {
    const chat = await createChat(alice, {
      type: 'channel',
      name: 'Sân Thảo Điền',
      participant_ids: [bob.userId],
    });
    const other = await createChat(alice, {
      type: 'group',
      name: 'Giải mùa đông',
      participant_ids: [bob.userId],
    });
    const found = await call(app, alice, { method: 'GET', url: '/api/v1/chats?search=thao dien' });
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([chat.id]);
    await call(app, alice, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}/membership`,
      payload: { is_pinned: true },
    });
    await sent(alice, other.id, 'mới nhất');
    const list = await call(app, alice, { method: 'GET', url: '/api/v1/chats' });
    expect(list.json().data[0].id).toBe(chat.id);
    expect(list.json().data[1].id).toBe(other.id);
    expect(list.json().data[1].last_message.preview).toBe('mới nhất');
  });
});

describe('messages', () => {
  it('stores a message once per client id, even when it is sent twice at the same moment', async () => {
    const chat = await createChat(alice, { type: 'group', name: 'Một lần', participant_ids: [bob.userId] });
    const payload = { client_id: clientId(), body: 'chỉ một lần' };
    const request = () =>
      call(app, alice, { method: 'POST', url: `/api/v1/chats/${chat.id}/messages`, payload });
    const answers = await Promise.all([request(), request(), request()]);
    const ids = new Set(answers.map((answer) => answer.json().data.id));
    expect(ids.size).toBe(1);
    const again = await request();
    expect(again.json().data.id).toBe([...ids][0]);
    const history = await call(app, bob, { method: 'GET', url: `/api/v1/chats/${chat.id}/messages` });
    expect(history.json().data.filter((m: { type: string }) => m.type === 'text')).toHaveLength(1);
    expect((await membership(bob, chat.id)).unread_count).toBe(1);
  });

  it('keeps unread and mention counts exact under concurrent sends and reads', async () => {
    const chat = await createChat(alice, {
      type: 'group',
      name: 'Đếm',
      participant_ids: [bob.userId, carol.userId],
    });
    const bursts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        sent(
          index % 2 ? alice : carol,
          chat.id,
          `tin ${index}`,
          index % 3 === 0 ? { mentioned_user_ids: [bob.userId] } : {},
        ),
      ),
    );
    expect(await membership(bob, chat.id)).toMatchObject({ unread_count: 12, mention_count: 4 });
    const sorted = bursts.map((message) => message.id).sort((a, b) => a - b);
    // Reading up to the sixth message while six more arrive.
    const sixth = sorted[5] as number;
    const [read] = await Promise.all([
      call(app, bob, {
        method: 'POST',
        url: `/api/v1/chats/${chat.id}/read`,
        payload: { message_id: sixth },
      }),
      ...Array.from({ length: 6 }, (_, index) => sent(alice, chat.id, `thêm ${index}`)),
    ]);
    expect(read.statusCode, read.body).toBe(200);
    const mentionsLeft = bursts
      .filter((_, index) => index % 3 === 0)
      .filter((message) => message.id > sixth).length;
    expect(await membership(bob, chat.id)).toMatchObject({ unread_count: 12, mention_count: mentionsLeft });
    // Reading never moves back.
    await call(app, bob, {
      method: 'POST',
      url: `/api/v1/chats/${chat.id}/read`,
      payload: { message_id: sorted[0] },
    });
    expect((await membership(bob, chat.id)).unread_count).toBe(12);
    const unread = await call(app, bob, { method: 'GET', url: '/api/v1/chats/unread' });
    expect(unread.json().data.unread).toBeGreaterThanOrEqual(12);
    // Posting counts as reading.
    await sent(bob, chat.id, 'đã đọc hết');
    expect(await membership(bob, chat.id)).toMatchObject({ unread_count: 0, mention_count: 0 });
  });

  it('notifies a mentioned person even when they muted the conversation', async () => {
    const chat = await createChat(alice, { type: 'group', name: 'Im lặng', participant_ids: [bob.userId] });
    await call(app, bob, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}/membership`,
      payload: { muted: true },
    });
    const message = await sent(alice, chat.id, '@Trần Văn Bình xem lịch nhé', {
      mentioned_user_ids: [bob.userId, player.userId],
    });
    const notifications = await app.services.db
      .selectFrom('notifications')
      .select(['recipients', 'subject', 'link', 'metadata'])
      .where('category', '=', 'chat')
      .execute();
    const mine = notifications.filter((row) => JSON.parse(row.metadata).message_id === message.id);
    // Only participants can be mentioned: the player outside the conversation is ignored.
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0]?.recipients ?? '{}').user_ids).toEqual([bob.userId]);
    expect(mine[0]?.link).toBe(`/chat/${chat.id}`);
    expect(mine[0]?.subject).toContain('Nguyễn Thị Ánh');
  });

  it("asks no reason of an author editing their own message, and one of a moderator editing someone else's", async () => {
    const chat = await createChat(alice, {
      type: 'group',
      name: 'Sửa tin',
      participant_ids: [bob.userId, carol.userId],
    });
    await call(app, alice, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}/members/${carol.userId}`,
      payload: { role: 'moderator' },
    });
    const message = await sent(bob, chat.id, 'hẹn 6h sân 2');
    const url = `/api/v1/chats/${chat.id}/messages/${message.id}`;
    const own = await call(app, bob, { method: 'PATCH', url, payload: { body: 'hẹn 6h30 sân 2' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ body: 'hẹn 6h30 sân 2', edit_count: 1 });
    // A member may not change someone else's message, reason or not.
    const aliceMessage = await sent(alice, chat.id, 'nhớ mang bóng');
    const byMember = await call(app, bob, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}/messages/${aliceMessage.id}`,
      payload: { body: 'x', reason: 'sửa giúp' },
    });
    expect(byMember.statusCode).toBe(403);
    for (const [locale, text] of [
      ['en', 'This field is required'],
      ['vi', 'Trường này là bắt buộc'],
    ] as const) {
      const noReason = await call(app, carol, {
        method: 'PATCH',
        url,
        locale,
        payload: { body: 'hẹn 7h sân 2' },
      });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors.reason).toEqual([text]);
    }
    const moderated = await call(app, carol, {
      method: 'PATCH',
      url,
      payload: { body: 'hẹn 7h sân 2', reason: 'Ban tổ chức đổi giờ' },
    });
    expect(moderated.statusCode, moderated.body).toBe(200);
    const history = await call(app, carol, { method: 'GET', url: `${url}/edits` });
    expect(history.json().data).toMatchObject([
      { previous_body: 'hẹn 6h30 sân 2', reason: 'Ban tổ chức đổi giờ', editor: { id: carol.userId } },
      { previous_body: 'hẹn 6h sân 2', reason: null, editor: { id: bob.userId } },
    ]);
  });

  it('keeps edits with their reasons for moderators, and removes with a reason for everyone', async () => {
    const chat = await createChat(alice, {
      type: 'group',
      name: 'Kiểm duyệt',
      participant_ids: [bob.userId, carol.userId],
    });
    await call(app, alice, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}/members/${carol.userId}`,
      payload: { role: 'moderator' },
    });
    const message = await sent(bob, chat.id, 'sân 3 lúc 7h');
    const url = `/api/v1/chats/${chat.id}/messages/${message.id}`;
    const edited = await call(app, bob, {
      method: 'PATCH',
      url,
      payload: { body: 'sân 4 lúc 7h', reason: 'nhầm sân' },
    });
    expect(edited.json().data).toMatchObject({ body: 'sân 4 lúc 7h', edit_count: 1 });
    expect(edited.json().data.edited_at).not.toBeNull();
    const history = await call(app, carol, { method: 'GET', url: `${url}/edits` });
    expect(history.json().data).toMatchObject([{ previous_body: 'sân 3 lúc 7h', reason: 'nhầm sân' }]);
    // A member sees "edited" but not the history.
    const other = await sent(alice, chat.id, 'ok');
    expect(
      (await call(app, bob, { method: 'GET', url: `/api/v1/chats/${chat.id}/messages/${other.id}/edits` }))
        .statusCode,
    ).toBe(403);

    const memberRemoves = await call(app, bob, {
      method: 'POST',
      url: `/api/v1/chats/${chat.id}/messages/${other.id}/remove`,
      payload: { reason: 'spam' },
    });
    expect(memberRemoves.statusCode).toBe(403);
    const removed = await call(app, carol, {
      method: 'POST',
      url: `${url}/remove`,
      payload: { reason: 'Sai thông tin' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({
      body: '',
      removed: { reason: 'Sai thông tin', by: { id: carol.userId } },
    });
    const seen = await call(app, alice, { method: 'GET', url: `/api/v1/chats/${chat.id}/messages` });
    const shown = seen.json().data.find((m: { id: number }) => m.id === message.id);
    expect(shown.body).toBe('');
    expect(JSON.stringify(seen.json())).not.toContain('sân 4 lúc 7h');
    // The text is kept for the audit log only.
    const audit = await app.services.db
      .selectFrom('audit_logs')
      .select(['old_values'])
      .where('model', '=', 'chat_message')
      .where('record_id', '=', String(message.id))
      .where('event', '=', 'deleted')
      .executeTakeFirst();
    expect(audit?.old_values).toContain('sân 4 lúc 7h');
    expect(
      (await call(app, bob, { method: 'PATCH', url, payload: { body: 'lại', reason: 'sửa' } })).statusCode,
    ).toBe(409);
  });

  it('lets only admins and moderators post in an announcement channel, and nobody in a read-only one', async () => {
    const chat = await createChat(alice, {
      type: 'announcement',
      name: 'Thông báo',
      participant_ids: [bob.userId],
    });
    expect((await send(bob, chat.id, { body: 'tôi muốn hỏi' })).statusCode).toBe(403);
    const post = await sent(alice, chat.id, 'Lịch thi đấu đã có');
    // Members still react.
    const reacted = await call(app, bob, {
      method: 'POST',
      url: `/api/v1/chats/${chat.id}/messages/${post.id}/reactions`,
      payload: { emoji: '👍' },
    });
    expect(reacted.json().data.reactions).toEqual([{ emoji: '👍', count: 1, user_ids: [bob.userId] }]);
    const toggled = await call(app, bob, {
      method: 'POST',
      url: `/api/v1/chats/${chat.id}/messages/${post.id}/reactions`,
      payload: { emoji: '👍' },
    });
    expect(toggled.json().data.reactions).toEqual([]);
    await call(app, alice, {
      method: 'PATCH',
      url: `/api/v1/chats/${chat.id}`,
      payload: { status: 'archived' },
    });
    const closed = await send(alice, chat.id, { body: 'còn ai không' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('chat.read_only');
  });

  it('walks back through history with keyset pages and catches up after an id', async () => {
    const chat = await createChat(alice, { type: 'group', name: 'Lịch sử', participant_ids: [bob.userId] });
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) ids.push((await sent(alice, chat.id, `m${index}`)).id);
    const page = async (query: string) =>
      (await call(app, bob, { method: 'GET', url: `/api/v1/chats/${chat.id}/messages?${query}` })).json();
    const newest = await page('limit=3');
    expect(newest.data.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.meta.has_more_before).toBe(true);
    const older = await page(`limit=3&before=${newest.data[0].id}`);
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const oldest = await page(`limit=3&before=${older.data[0].id}`);
    // The system line "created" comes first.
    expect(oldest.data.map((m: { type: string; body: string }) => m.body || m.type)).toEqual([
      'system',
      'm0',
    ]);
    expect(oldest.meta.has_more_before).toBe(false);
    const after = await page(`after=${ids[4]}`);
    expect(after.data.map((m: { body: string }) => m.body)).toEqual(['m5', 'm6']);
  });

  it('takes files it can read as an allowed type, and refuses the others', async () => {
    const chat = await createChat(alice, { type: 'group', name: 'Tệp', participant_ids: [bob.userId] });
    const pdf = multipartFile(
      'Lịch thi đấu.pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'),
      'application/pdf',
    );
    const upload = await call(app, alice, { method: 'POST', url: `/api/v1/chats/${chat.id}/files`, ...pdf });
    expect(upload.statusCode, upload.body).toBe(201);
    const attachment = upload.json().data;
    expect(attachment).toMatchObject({ kind: 'file', name: 'Lịch thi đấu.pdf', type: 'application/pdf' });
    const fake = multipartFile('virus.pdf', Buffer.from('MZ\x90\x00binary'), 'application/pdf');
    const refused = await call(app, alice, {
      method: 'POST',
      url: `/api/v1/chats/${chat.id}/files`,
      ...fake,
    });
    expect(refused.statusCode).toBe(422);
    const message = await sent(alice, chat.id, '', { attachments: [attachment] });
    const download = await call(app, null, { method: 'GET', url: attachment.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(message.id).toBeGreaterThan(0);
    // Someone else's upload cannot be sent as one's own.
    const stolen = await send(bob, chat.id, { attachments: [attachment] });
    expect(stolen.statusCode).toBe(422);
  });

  it('refuses floods with 429 chat.rate_limited', async () => {
    const chat = await createChat(carol, { type: 'group', name: 'Lũ', participant_ids: [bob.userId] });
    const answers = [];
    for (let index = 0; index < 22; index += 1)
      answers.push((await send(carol, chat.id, { body: `x${index}` })).statusCode);
    expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(20);
    expect(answers).toContain(429);
  });
});

describe('public chat', () => {
  it('is unavailable until a channel is public, then open to anyone signed in', async () => {
    const off = await call(app, player, { method: 'GET', url: '/api/v1/public-chat', locale: 'vi' });
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toBe('Trò chuyện hiện không khả dụng');
    const channel = await createChat(admin, {
      type: 'channel',
      name: 'Cộng đồng',
      participant_ids: [alice.userId],
      is_public: true,
    });
    const second = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/chats',
      payload: { type: 'channel', name: 'Khác', participant_ids: [alice.userId], is_public: true },
    });
    expect(second.json().code).toBe('chat.public_exists');
    const open = await call(app, player, { method: 'GET', url: '/api/v1/public-chat' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ id: channel.id, abilities: { post: true, moderate: false } });
    const message = await sent(player, channel.id, 'Chào mọi người!');
    const history = await call(app, alice, { method: 'GET', url: `/api/v1/chats/${channel.id}/messages` });
    expect(history.json().data.at(-1)).toMatchObject({ id: message.id, author: { id: player.userId } });
    expect((await call(app, null, { method: 'GET', url: '/api/v1/public-chat' })).statusCode).toBe(401);
    await call(app, admin, {
      method: 'PATCH',
      url: `/api/v1/chats/${channel.id}`,
      payload: { status: 'inactive' },
    });
    expect(
      (await call(app, player, { method: 'GET', url: `/api/v1/chats/${channel.id}/messages` })).json().code,
    ).toBe('chat.unavailable');
    await call(app, admin, {
      method: 'PATCH',
      url: `/api/v1/chats/${channel.id}`,
      payload: { status: 'active' },
    });
  });

  it('says who has the channel open and how far the others have read, naming no members', async () => {
    const open = async (session: Session) => {
      const answer = await call(app, session, { method: 'GET', url: '/api/v1/public-chat' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const channel = await open(bob);
    expect(channel).not.toHaveProperty('members');
    const first = await sent(alice, channel.id, 'sân 3 trống');
    const second = await sent(player, channel.id, 'mình tới liền');
    // Posting moves my own position: the others' positions leave me out.
    expect(await open(player)).toMatchObject({ others_read_message_id: first.id });
    const read = await call(app, bob, {
      method: 'POST',
      url: `/api/v1/chats/${channel.id}/read`,
      payload: { message_id: second.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await open(player)).toMatchObject({
      others_read_message_id: second.id,
      others_delivered_message_id: second.id,
    });
    expect(await open(bob)).toMatchObject({ others_read_message_id: second.id });

    const room = `chat:${channel.id}`;
    const bobSocket = clients.open(baseUrl, bob.accessToken);
    const carolSocket = clients.open(baseUrl, carol.accessToken);
    await Promise.all([bobSocket.connected(), carolSocket.connected()]);
    expect((await bobSocket.subscribe([room])).joined).toEqual([room]);
    // Carol is connected but has not opened the channel.
    expect((await open(player)).online_user_ids).toEqual([bob.userId]);
    bobSocket.socket.disconnect();
    await expect.poll(async () => (await open(player)).online_user_ids).toEqual([]);
  });
});

describe('realtime', () => {
  it('lets participants listen, relays typing, and takes a removed participant out of the room at once', async () => {
    const chat = await createChat(alice, {
      type: 'group',
      name: 'Trực tiếp',
      participant_ids: [bob.userId, carol.userId],
    });
    const room = `chat:${chat.id}`;
    const bobSocket = clients.open(baseUrl, bob.accessToken);
    const carolSocket = clients.open(baseUrl, carol.accessToken);
    const outsider = clients.open(baseUrl, player.accessToken);
    await Promise.all([bobSocket.connected(), carolSocket.connected(), outsider.connected()]);
    expect((await bobSocket.subscribe([room])).joined).toEqual([room]);
    expect((await carolSocket.subscribe([room])).joined).toEqual([room]);
    expect((await outsider.subscribe([room])).denied).toEqual([room]);

    const first = await sent(alice, chat.id, 'trận đầu lúc 7h');
    await bobSocket.waitFor<{ id: number }>(
      'chat.message_created',
      (data) => data.id === first.id,
      'the first message',
    );

    carolSocket.socket.emit('chat:typing', { chat_id: chat.id });
    await bobSocket.waitFor<{ user_id: number }>(
      'chat.typing',
      (data) => data.user_id === carol.userId,
      'carol typing',
    );

    bobSocket.socket.emit('chat:delivered', { chat_id: chat.id, message_id: first.id });
    await carolSocket.waitFor<{ user_id: number; last_delivered_message_id: number }>(
      'chat.read',
      (data) => data.user_id === bob.userId && data.last_delivered_message_id === first.id,
      "bob's delivered position",
    );

    const removed = await call(app, alice, {
      method: 'DELETE',
      url: `/api/v1/chats/${chat.id}/members/${carol.userId}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await carolSocket.waitFor<{ chat_id: number }>(
      'chat.removed',
      (data) => data.chat_id === chat.id,
      'the removal',
    );
    const secret = await sent(alice, chat.id, 'sau khi Châu rời nhóm');
    // A later event on carol's own room: had the message reached her, it would have come first.
    const marker = await createChat(bob, { type: 'group', name: 'Dấu', participant_ids: [carol.userId] });
    await carolSocket.waitFor<{ chat_id: number }>(
      'chat.updated',
      (data) => data.chat_id === marker.id,
      'the marker',
    );
    await bobSocket.waitFor<{ id: number }>(
      'chat.message_created',
      (data) => data.id === secret.id,
      'the later message',
    );
    expect(
      carolSocket.received<{ id: number }>('chat.message_created').map((event) => event.data.id),
    ).not.toContain(secret.id);
    expect((await call(app, carol, { method: 'GET', url: `/api/v1/chats/${chat.id}` })).statusCode).toBe(404);
  });
});
