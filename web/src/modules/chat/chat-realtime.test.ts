import type { ChatSummary, ChatUnreadTotals } from '@pickleball/domain';
import type { RealtimeEvent } from '@pickleball/domain/realtime/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataResponse } from '../../lib/api-client';
import type { ChatListData } from './api/list-chats';
import { chatKeys } from './chat.keys';
import { setViewing } from './chat-live';
import { applyChatEvent } from './chat-realtime';
import { message, person, summary } from './components/chat-test-data';

const ME = 7;

vi.mock('../../lib/session-store', () => ({
  sessionStore: { getSnapshot: () => ({ tokens: null, user: { id: ME }, permissions: [] }) },
}));
// The delivered signal goes out through the socket: none in these tests.
vi.mock('../../lib/realtime', () => ({ emitRealtime: () => false }));

const listKey = chatKeys.list({ filter: 'all' });
const unreadListKey = chatKeys.list({ filter: 'unread' });

let client: QueryClient;

function holdList(rows: ChatSummary[], key: readonly unknown[] = listKey): void {
  client.setQueryData<ChatListData>(key, {
    pages: [
      {
        data: rows,
        meta: {
          page: 1,
          per_page: 25,
          total: rows.length,
          last_page: 1,
          total_is_estimate: false,
          next_cursor: null,
        },
      },
    ],
    pageParams: [1],
  });
}

function holdTotals(totals: ChatUnreadTotals): void {
  client.setQueryData<DataResponse<ChatUnreadTotals>>(chatKeys.unread(), { data: totals });
}

const listed = (id: number, key: readonly unknown[] = listKey) =>
  client
    .getQueryData<ChatListData>(key)
    ?.pages.flatMap((page) => page.data)
    .find((row) => row.id === id);
const totals = () => client.getQueryData<DataResponse<ChatUnreadTotals>>(chatKeys.unread())?.data;
const isInvalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;

const created = (data: ReturnType<typeof message>): RealtimeEvent<'chat.message_created'> => ({
  type: 'chat.message_created',
  id: data.chat_id,
  data,
});

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  setViewing(null);
  client.clear();
});

describe('chat messages heard on my own room', () => {
  it('counts a message of someone else in a listed conversation, in its row and in the totals', () => {
    holdList([summary(1, { last_message: null }), summary(2)]);
    holdTotals({ unread: 3, mentions: 0, chats: 1 });
    applyChatEvent(client, created(message(10, { chat_id: 1 })));
    expect(listed(1)?.membership).toMatchObject({ unread_count: 1, mention_count: 0 });
    expect(listed(1)?.last_message?.id).toBe(10);
    expect(totals()).toEqual({ unread: 4, mentions: 0, chats: 2 });

    // A mention of me: one more unread and one more mention; the same event again changes nothing.
    const mention = created(message(11, { chat_id: 1, mentions: [person(ME)] }));
    applyChatEvent(client, mention);
    applyChatEvent(client, mention);
    expect(listed(1)?.membership).toMatchObject({ unread_count: 2, mention_count: 1 });
    expect(totals()).toEqual({ unread: 5, mentions: 1, chats: 2 });
    expect(isInvalidated(listKey)).toBe(false);
    expect(isInvalidated(chatKeys.unread())).toBe(false);
  });

  it('counts a muted conversation in its row and its mentions, but not in the unread total', () => {
    const muted = summary(3, { membership: { ...summary(3).membership, muted: true } });
    holdList([muted]);
    holdTotals({ unread: 0, mentions: 0, chats: 0 });
    applyChatEvent(client, created(message(20, { chat_id: 3, mentions: [person(ME)] })));
    expect(listed(3)?.membership).toMatchObject({ unread_count: 1, mention_count: 1 });
    // As GET /chats/unread counts: muted messages out, mentions and conversations in.
    expect(totals()).toEqual({ unread: 0, mentions: 1, chats: 1 });
  });

  it('fetches the lists and the totals again for a conversation that is not in the loaded list', () => {
    holdList([summary(1)]);
    holdList([summary(1)], unreadListKey);
    holdTotals({ unread: 2, mentions: 0, chats: 1 });
    applyChatEvent(client, created(message(30, { chat_id: 99 })));
    expect(isInvalidated(listKey)).toBe(true);
    expect(isInvalidated(unreadListKey)).toBe(true);
    expect(isInvalidated(chatKeys.unread())).toBe(true);
    // Nothing was guessed meanwhile.
    expect(totals()).toEqual({ unread: 2, mentions: 0, chats: 1 });
    expect(listed(1)?.membership.unread_count).toBe(0);
  });

  it('bumps nothing for my own message, a system line, or a conversation I am reading', () => {
    holdList([summary(1), summary(2), summary(3)]);
    holdTotals({ unread: 0, mentions: 0, chats: 0 });
    applyChatEvent(client, created(message(40, { chat_id: 1, author: person(ME) })));
    applyChatEvent(
      client,
      created(
        message(41, {
          chat_id: 2,
          type: 'system',
          author: null,
          body: '',
          system: { action: 'renamed', actor: person(2), people: [], value: 'Nhóm mới' },
        }),
      ),
    );
    setViewing({ chatId: 3, atNewest: true });
    applyChatEvent(client, created(message(42, { chat_id: 3 })));
    for (const id of [1, 2, 3])
      expect(listed(id)?.membership).toMatchObject({ unread_count: 0, mention_count: 0 });
    // Each became its conversation's last message all the same.
    expect([1, 2, 3].map((id) => listed(id)?.last_message?.id)).toEqual([40, 41, 42]);
    expect(totals()).toEqual({ unread: 0, mentions: 0, chats: 0 });
    expect(isInvalidated(chatKeys.unread())).toBe(false);
    // A conversation that is not listed still needs the plain list again (it moves to the top)
    // but not the unread one, when the message is mine.
    holdList([], unreadListKey);
    applyChatEvent(client, created(message(43, { chat_id: 50, author: person(ME) })));
    expect(isInvalidated(listKey)).toBe(true);
    expect(isInvalidated(unreadListKey)).toBe(false);
  });

  it('leaves archived conversations out of the totals', () => {
    const archived = summary(4, { membership: { ...summary(4).membership, is_archived: true } });
    holdList([archived], chatKeys.list({ filter: 'archived' }));
    holdTotals({ unread: 1, mentions: 0, chats: 1 });
    applyChatEvent(client, created(message(50, { chat_id: 4, mentions: [person(ME)] })));
    expect(listed(4, chatKeys.list({ filter: 'archived' }))?.membership.unread_count).toBe(1);
    expect(totals()).toEqual({ unread: 1, mentions: 0, chats: 1 });
  });

  it('fetches the counts again when I read in another tab or a conversation changed', () => {
    holdList([summary(1)]);
    holdTotals({ unread: 1, mentions: 0, chats: 1 });
    applyChatEvent(client, {
      type: 'chat.read',
      id: 1,
      data: { chat_id: 1, user_id: ME, last_read_message_id: 60, last_delivered_message_id: 60 },
    });
    expect(isInvalidated(listKey)).toBe(true);
    expect(isInvalidated(chatKeys.unread())).toBe(true);
  });
});
