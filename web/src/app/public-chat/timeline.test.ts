import type { ChatMessage, ChatPerson } from '@pickleball/domain/chat/chat.schemas';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../lib/chat-outbox';
import {
  buildTimeline,
  dayKey,
  knownPeople,
  mergeMessages,
  messageStatus,
  othersPositions,
  pendingEntries,
  type TimelineItem,
} from './timeline';

const lan: ChatPerson = { id: 1, name: 'Nguyễn Thị Lan', username: 'lan', avatar_url: null };
const minh: ChatPerson = { id: 2, name: 'Trần Văn Minh', username: 'minh', avatar_url: null };

function message(id: number, author: ChatPerson | null, createdAt: string, extra: Partial<ChatMessage> = {}) {
  return {
    id,
    chat_id: 9,
    client_id: `client-${id}-xxxx`,
    type: 'text',
    author,
    body: `message ${id}`,
    system: null,
    reply_to: null,
    mentions: [],
    attachments: [],
    reactions: [],
    is_pinned: false,
    pinned_by: null,
    pinned_at: null,
    edited_at: null,
    edit_count: 0,
    removed: null,
    created_at: createdAt,
    ...extra,
  } satisfies ChatMessage as ChatMessage;
}

function entry(clientId: string, createdAt: string, chatId = 9): OutboxEntry {
  return {
    chat_id: chatId,
    client_id: clientId,
    body: 'pending',
    reply_to_id: null,
    mentioned_user_ids: [],
    attachments: [],
    status: 'pending',
    created_at: createdAt,
    attempts: 0,
    error: null,
  };
}

/** The timeline in short: d:<day>, unread, m<id>[+ when it starts a group], p<client id>. */
const shape = (items: TimelineItem[]) =>
  items.map((item) => {
    if (item.kind === 'day') return `d:${item.day}`;
    if (item.kind === 'unread') return 'unread';
    const label = item.kind === 'message' ? `m${item.message.id}` : `p${item.entry.client_id}`;
    return item.startsGroup ? `${label}+` : label;
  });

describe('mergeMessages', () => {
  it('orders by id and keeps one copy of each message, the newest seen', () => {
    const held = [message(3, lan, '2025-06-01T08:03:00Z'), message(5, lan, '2025-06-01T08:05:00Z')];
    const edited = message(3, lan, '2025-06-01T08:03:00Z', {
      body: 'edited',
      edited_at: '2025-06-01T09:00:00Z',
    });
    const merged = mergeMessages(held, [
      message(6, minh, '2025-06-01T08:06:00Z'),
      edited,
      message(1, minh, '2025-06-01T08:01:00Z'),
      message(5, lan, '2025-06-01T08:05:00Z'),
    ]);
    expect(merged.map((item) => item.id)).toEqual([1, 3, 5, 6]);
    expect(merged[1]?.body).toBe('edited');
  });

  it('returns the same list when nothing arrives', () => {
    const held = [message(1, lan, '2025-06-01T08:00:00Z')];
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe('pendingEntries', () => {
  it('hides outbox entries already stored (by client_id) and other conversations’ entries', () => {
    const stored = [message(4, lan, '2025-06-01T08:00:00Z', { client_id: 'aaaaaaaaaa' })];
    const entries = [
      entry('aaaaaaaaaa', '2025-06-01T08:00:00Z'),
      entry('bbbbbbbbbb', '2025-06-01T08:01:00Z'),
      entry('cccccccccc', '2025-06-01T08:02:00Z', 10),
    ];
    expect(pendingEntries(entries, 9, stored).map((item) => item.client_id)).toEqual(['bbbbbbbbbb']);
  });
});

describe('dayKey', () => {
  it('cuts days in the reader’s time zone', () => {
    // 23:30 UTC on 31 May is already 1 June in Hà Nội (UTC+7).
    expect(dayKey('2025-05-31T23:30:00Z', 'UTC')).toBe('2025-05-31');
    expect(dayKey('2025-05-31T23:30:00Z', 'Asia/Ho_Chi_Minh')).toBe('2025-06-01');
  });
});

describe('buildTimeline', () => {
  const options = { lastReadId: null, me: lan, timeZone: 'Asia/Ho_Chi_Minh' };

  it('puts a separator before each day and groups one author’s consecutive messages', () => {
    const items = buildTimeline(
      [
        message(1, minh, '2025-06-01T01:00:00Z'),
        message(2, minh, '2025-06-01T01:01:00Z'),
        message(3, lan, '2025-06-01T01:02:00Z'),
        message(4, lan, '2025-06-01T01:20:00Z'),
        message(5, lan, '2025-06-01T18:00:00Z'),
      ],
      [],
      options,
    );
    // 18:00 UTC is past midnight in Hà Nội: a new day, a new group.
    expect(shape(items)).toEqual(['d:2025-06-01', 'm1+', 'm2', 'm3+', 'm4+', 'd:2025-06-02', 'm5+']);
    const second = items[2];
    expect(second?.kind === 'message' && second.endsGroup).toBe(true);
    const first = items[1];
    expect(first?.kind === 'message' && first.endsGroup).toBe(false);
  });

  it('never groups system lines or removed messages', () => {
    const items = buildTimeline(
      [
        message(1, minh, '2025-06-01T01:00:00Z'),
        message(2, minh, '2025-06-01T01:00:10Z', {
          type: 'system',
          system: { action: 'renamed', actor: minh, people: [], value: 'Sân Cầu Giấy' },
        }),
        message(3, minh, '2025-06-01T01:00:20Z'),
        message(4, minh, '2025-06-01T01:00:30Z', {
          body: '',
          removed: { by: minh, reason: 'typo', at: '2025-06-01T01:01:00Z' },
        }),
        message(5, minh, '2025-06-01T01:00:40Z'),
      ],
      [],
      options,
    );
    expect(shape(items)).toEqual(['d:2025-06-01', 'm1+', 'm2+', 'm3+', 'm4+', 'm5+']);
  });

  it('places the new-messages divider before the first unread message from someone else', () => {
    const items = buildTimeline(
      [
        message(1, minh, '2025-06-01T01:00:00Z'),
        message(2, minh, '2025-06-01T01:01:00Z'),
        message(3, lan, '2025-06-01T01:02:00Z'),
        message(4, minh, '2025-06-01T01:03:00Z'),
        message(5, minh, '2025-06-01T01:04:00Z'),
      ],
      [],
      { ...options, lastReadId: 2 },
    );
    // My own message after my read position is not news to me; the divider also ends Minh's group.
    expect(shape(items)).toEqual(['d:2025-06-01', 'm1+', 'm2', 'm3+', 'unread', 'm4+', 'm5']);
  });

  it('shows no divider when what I had read is not in the list, or nothing new follows it', () => {
    const messages = [message(10, minh, '2025-06-01T01:00:00Z'), message(11, minh, '2025-06-01T01:01:00Z')];
    expect(shape(buildTimeline(messages, [], { ...options, lastReadId: 3 }))).not.toContain('unread');
    expect(shape(buildTimeline(messages, [], { ...options, lastReadId: 11 }))).not.toContain('unread');
  });

  it('shows my unsent messages after the stored ones, grouped with my last message', () => {
    const items = buildTimeline(
      [message(1, lan, '2025-06-01T01:00:00Z')],
      [entry('pppppppppp', '2025-06-01T01:00:30Z')],
      options,
    );
    expect(shape(items)).toEqual(['d:2025-06-01', 'm1+', 'ppppppppppp']);
  });
});

describe('message status', () => {
  const members = [
    { user: lan, last_read_message_id: 20, last_delivered_message_id: 20 },
    { user: minh, last_read_message_id: 5, last_delivered_message_id: 8 },
    {
      user: { ...minh, id: 3 },
      last_read_message_id: 7,
      last_delivered_message_id: null,
    },
  ];

  it('takes the furthest positions of the others, not mine', () => {
    expect(othersPositions(members, lan.id)).toEqual({ read: 7, delivered: 8 });
    expect(
      othersPositions([{ user: lan, last_read_message_id: 3, last_delivered_message_id: 3 }], 1),
    ).toEqual({
      read: null,
      delivered: null,
    });
  });

  it('reads sent, delivered, read from those positions', () => {
    const positions = othersPositions(members, lan.id);
    expect(messageStatus(6, positions)).toBe('read');
    expect(messageStatus(8, positions)).toBe('delivered');
    expect(messageStatus(9, positions)).toBe('sent');
  });
});

describe('the people a page has met', () => {
  it('takes authors and the people mentioned, each once by id', () => {
    const hoa: ChatPerson = { id: 3, name: 'Lê Thị Hoa', username: 'hoa', avatar_url: null };
    const known = knownPeople([
      message(1, minh, '2026-11-27T08:00:00.000Z', { mentions: [hoa, lan] }),
      message(2, null, '2026-11-27T08:01:00.000Z'),
    ]);
    expect([...known.keys()].sort()).toEqual([1, 2, 3]);
    expect(known.get(3)?.name).toBe('Lê Thị Hoa');
  });
});
