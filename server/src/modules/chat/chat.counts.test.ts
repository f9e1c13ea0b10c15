import { createSeededRandom, randomInt } from '@pickleball/domain/scheduling/random';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

/**
 * The kept counts (the conversation's message count, each member's read count and mention count)
 * against the product's definitions computed from the messages themselves, after a random mix of
 * sends with mentions, reads (forward and back), removals, edits, mutes, archives, participants
 * leaving and coming back, renames, status changes and the public channel opened by newcomers:
 * - unread: the messages others wrote after my read position, removed ones included (a removal
 *   does not make a message read); system lines never; my own never (posting reads);
 * - mentions: the mentions of me after my read position, in muted conversations too;
 * - the menu's totals: unread outside muted conversations, mentions and conversations with
 *   something unread everywhere, archived conversations (mine or their status) not at all.
 */

const OPERATIONS = 160;
const SEED = 20_261_207;

let app: FastifyInstance;
let admin: Session;
let staff: Session[] = [];
let player: Session;
let everyone: Session[] = [];
let groupId = 0;
let directId = 0;
let channelId = 0;
let sequence = 0;

beforeAll(async () => {
  app = await createTestApp({ chatMessagesPerWindow: 1_000_000 });
  admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['chat.view']);
  const names = ['Nguyễn Thị Ánh', 'Trần Văn Bình', 'Lê Minh Châu', 'Phạm Quốc Dũng'];
  staff = [];
  for (const name of names) staff.push(await createUserAndLogin(app, admin, [role.id], { name }));
  player = await createUserAndLogin(app, admin, [], { name: 'Hoàng Gia Bảo' });
  everyone = [admin, ...staff, player];
  const [first, second, third, fourth] = staff as [Session, Session, Session, Session];
  const group = await call(app, first, {
    method: 'POST',
    url: '/api/v1/chats',
    payload: {
      type: 'group',
      name: 'Điều hành',
      participant_ids: [second, third, fourth].map((s) => s.userId),
    },
  });
  groupId = group.json().data.id;
  const direct = await call(app, first, {
    method: 'POST',
    url: '/api/v1/chats/direct',
    payload: { user_id: second.userId },
  });
  directId = direct.json().data.id;
  const channel = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/chats',
    payload: { type: 'channel', name: 'Cộng đồng', participant_ids: [first.userId], is_public: true },
  });
  channelId = channel.json().data.id;
});
afterAll(async () => {
  await app.close();
});

const db = () => app.services.db;
const pick = <T>(random: () => number, items: readonly T[]): T => items[randomInt(random, items.length)] as T;
const sessionOf = (userId: number) => everyone.find((session) => session.userId === userId) as Session;

async function membersOf(chatId: number): Promise<number[]> {
  const rows = await db()
    .selectFrom('chat_members')
    .select('user_id')
    .where('chat_id', '=', chatId)
    .execute();
  return rows.map((row) => row.user_id);
}

async function messagesOf(chatId: number) {
  return db()
    .selectFrom('chat_messages')
    .select(['id', 'user_id', 'type', 'body', 'removed_at'])
    .where('chat_id', '=', chatId)
    .orderBy('id')
    .execute();
}

/** One random step; answers what it did, for the failure message. */
async function step(random: () => number): Promise<string> {
  const roll = random();
  const chatId = pick(random, [groupId, groupId, directId, channelId]);
  const members = await membersOf(chatId);
  if (roll < 0.4) {
    // Anyone signed in may write in the public channel (joining it); otherwise a member.
    const sender = chatId === channelId ? pick(random, everyone) : sessionOf(pick(random, members));
    const mentioned = everyone.filter(() => random() < 0.3).map((session) => session.userId);
    const response = await call(app, sender, {
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { client_id: `counts-${++sequence}`, body: `tin ${sequence}`, mentioned_user_ids: mentioned },
    });
    if (response.statusCode !== 201) expect(response.json().code).toBe('chat.read_only');
    return `send ${chatId} by ${sender.userId} mentioning ${mentioned.join(',')}`;
  }
  const messages = await messagesOf(chatId);
  if (roll < 0.62 && messages.length > 0) {
    const reader = sessionOf(pick(random, members));
    const target = pick(random, messages);
    const response = await call(app, reader, {
      method: 'POST',
      url: `/api/v1/chats/${chatId}/read`,
      payload: { message_id: target.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    return `read ${chatId} by ${reader.userId} up to ${target.id}`;
  }
  const texts = messages.filter((message) => message.type === 'text' && message.removed_at === null);
  if (roll < 0.72 && texts.length > 0) {
    const target = pick(random, texts);
    if (target.user_id === null || !members.includes(target.user_id)) return 'skip';
    const editing = random() < 0.3;
    const response = await call(app, sessionOf(target.user_id), {
      method: editing ? 'PATCH' : 'POST',
      url: `/api/v1/chats/${chatId}/messages/${target.id}${editing ? '' : '/remove'}`,
      payload: editing ? { body: `${target.body} (sửa)` } : { reason: 'Nhầm nhóm' },
    });
    // A conversation made read-only keeps its messages as they are (a removal is still allowed).
    if (response.statusCode !== 200)
      expect([editing, response.json().code]).toEqual([true, 'chat.read_only']);
    return `${editing ? 'edit' : 'remove'} ${target.id}`;
  }
  if (roll < 0.84) {
    const member = sessionOf(pick(random, members));
    const field = random() < 0.65 ? 'muted' : 'is_archived';
    const row = await db()
      .selectFrom('chat_members')
      .select(['muted', 'is_archived'])
      .where('chat_id', '=', chatId)
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    const response = await call(app, member, {
      method: 'PATCH',
      url: `/api/v1/chats/${chatId}/membership`,
      payload: { [field]: !row[field] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return `toggle ${field} of ${member.userId} in ${chatId}`;
  }
  if (roll < 0.9) {
    const newcomer = pick(random, everyone);
    expect((await call(app, newcomer, { method: 'GET', url: '/api/v1/public-chat' })).statusCode).toBe(200);
    return `open the public channel as ${newcomer.userId}`;
  }
  const [groupAdmin, , third, fourth] = staff as [Session, Session, Session, Session];
  const groupMembers = await membersOf(groupId);
  if (roll < 0.96) {
    const person = pick(random, [third, fourth]);
    const response = groupMembers.includes(person.userId)
      ? await call(app, groupAdmin, {
          method: 'DELETE',
          url: `/api/v1/chats/${groupId}/members/${person.userId}`,
        })
      : await call(app, groupAdmin, {
          method: 'POST',
          url: `/api/v1/chats/${groupId}/members`,
          payload: { user_ids: [person.userId], role: 'member' },
        });
    expect(response.statusCode, response.body).toBe(200);
    return `${groupMembers.includes(person.userId) ? 'remove' : 'add'} ${person.userId}`;
  }
  const group = await db()
    .selectFrom('chats')
    .select('status')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  const payload =
    random() < 0.5
      ? { name: `Điều hành ${sequence}` }
      : { status: group.status === 'active' ? 'archived' : 'active' };
  const response = await call(app, groupAdmin, { method: 'PATCH', url: `/api/v1/chats/${groupId}`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return `change the group: ${JSON.stringify(payload)}`;
}

interface Counts {
  unread: number;
  mentions: number;
  muted: boolean;
  archived: boolean;
}

/** Each person's counts per conversation, by the definitions, from messages and mentions alone. */
async function computedCounts(): Promise<Map<number, Map<number, Counts>>> {
  const [members, messages, mentions, chats] = await Promise.all([
    db().selectFrom('chat_members').selectAll().execute(),
    db().selectFrom('chat_messages').select(['id', 'chat_id', 'user_id', 'type']).execute(),
    db().selectFrom('chat_mentions').select(['message_id', 'chat_id', 'user_id']).execute(),
    db().selectFrom('chats').select(['id', 'status']).execute(),
  ]);
  const byUser = new Map<number, Map<number, Counts>>();
  for (const member of members) {
    const after = member.last_read_message_id ?? 0;
    const counts: Counts = {
      unread: messages.filter(
        (message) =>
          message.chat_id === member.chat_id &&
          message.type === 'text' &&
          message.user_id !== member.user_id &&
          message.id > after,
      ).length,
      mentions: mentions.filter(
        (mention) =>
          mention.chat_id === member.chat_id &&
          mention.user_id === member.user_id &&
          mention.message_id > after,
      ).length,
      muted: Boolean(member.muted),
      archived:
        Boolean(member.is_archived) ||
        chats.find((chat) => chat.id === member.chat_id)?.status === 'archived',
    };
    const mine = byUser.get(member.user_id) ?? new Map<number, Counts>();
    mine.set(member.chat_id, counts);
    byUser.set(member.user_id, mine);
  }
  return byUser;
}

type Listed = { id: number; membership: { unread_count: number; mention_count: number; muted: boolean } };

async function listed(session: Session): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (const archived of [false, true]) {
    const response = await call(app, session, {
      method: 'GET',
      url: `/api/v1/chats?per_page=100${archived ? '&archived=true' : ''}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    rows.push(...(response.json().data as Listed[]));
  }
  return rows;
}

/** Every way the API answers the counts agrees with the definitions. */
async function expectCountsAsDefined(history: readonly string[]): Promise<void> {
  const computed = await computedCounts();
  const context = `after:\n${history.slice(-12).join('\n')}`;
  for (const session of everyone) {
    const mine = computed.get(session.userId) ?? new Map<number, Counts>();
    for (const [chatId, counts] of mine) {
      const detail = await call(app, session, { method: 'GET', url: `/api/v1/chats/${chatId}` });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(
        detail.json().data.membership,
        `${context}\nuser ${session.userId}, chat ${chatId}`,
      ).toMatchObject({
        unread_count: counts.unread,
        mention_count: counts.mentions,
        muted: counts.muted,
      });
    }
    if (session === player) {
      if (!mine.has(channelId)) continue;
      const open = await call(app, player, { method: 'GET', url: '/api/v1/public-chat' });
      const counts = mine.get(channelId) as Counts;
      expect(open.json().data.membership, context).toMatchObject({
        unread_count: counts.unread,
        mention_count: counts.mentions,
      });
      continue;
    }
    const rows = await listed(session);
    expect(rows.map((row) => row.id).sort(), context).toEqual([...mine.keys()].sort());
    for (const row of rows) {
      const counts = mine.get(row.id) as Counts;
      expect(row.membership, `${context}\nlist of ${session.userId}`).toMatchObject({
        unread_count: counts.unread,
        mention_count: counts.mentions,
      });
    }
    const shown = [...mine.values()].filter((counts) => !counts.archived);
    const totals = await call(app, session, { method: 'GET', url: '/api/v1/chats/unread' });
    expect(totals.json().data, `${context}\ntotals of ${session.userId}`).toEqual({
      unread: shown.filter((counts) => !counts.muted).reduce((sum, counts) => sum + counts.unread, 0),
      mentions: shown.reduce((sum, counts) => sum + counts.mentions, 0),
      chats: shown.filter((counts) => counts.unread > 0).length,
    });
  }
}

describe('kept chat counts', () => {
  it('equal the counts computed from the messages after a random mix of changes', async () => {
    const random = createSeededRandom(SEED);
    const history: string[] = [];
    for (let index = 0; index < OPERATIONS; index += 1) {
      history.push(await step(random));
      if ((index + 1) % 40 === 0) await expectCountsAsDefined(history);
    }
    // The mix reached what it is meant to cover.
    const done = history.join('\n');
    for (const kind of [
      'send',
      'read',
      'remove',
      'toggle muted',
      'toggle is_archived',
      'open the public',
      'add',
    ])
      expect(done, kind).toContain(kind);
    const mentioned = await db().selectFrom('chat_mentions').select('message_id').execute();
    expect(mentioned.length).toBeGreaterThan(5);
  });
});
