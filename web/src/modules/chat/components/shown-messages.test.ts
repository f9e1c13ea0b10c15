import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../lib/chat-outbox';
import { member, message, person } from './chat-test-data';
import { deliveredTarget, readTarget, toShownMessages } from './shown-messages';

const me = person(1, 'Nguyễn Văn An');

function entry(clientId: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    chat_id: 1,
    client_id: clientId,
    body: `Chờ gửi ${clientId}`,
    reply_to_id: null,
    mentioned_user_ids: [],
    attachments: [],
    status: 'pending',
    created_at: '2026-05-10T09:00:00.000Z',
    attempts: 0,
    error: null,
    ...overrides,
  };
}

const context = {
  chatId: 1,
  me,
  membersById: new Map([
    [1, member(1, null)],
    [3, { ...member(3, null), user: person(3, 'Trần Thị Bình') }],
  ]),
};

describe('the messages a conversation shows', () => {
  it('puts the unsent messages after the stored ones, in the order they were typed, with stand-in ids below zero', () => {
    const shown = toShownMessages(
      [message(10), message(11)],
      [entry('aaaaaaaa1'), entry('aaaaaaaa2')],
      context,
    );
    expect(shown.map((item) => [item.id, item.client_id, item.pending?.client_id ?? null])).toEqual([
      [10, 'client-10', null],
      [11, 'client-11', null],
      [-1, 'aaaaaaaa1', 'aaaaaaaa1'],
      [-2, 'aaaaaaaa2', 'aaaaaaaa2'],
    ]);
    expect(shown[2]?.author).toEqual(me);
  });

  it('shows a message once when its stored copy is back before its entry left the outbox', () => {
    const shown = toShownMessages(
      [message(10, { client_id: 'aaaaaaaa1', author: me })],
      [entry('aaaaaaaa1'), entry('aaaaaaaa2')],
      context,
    );
    expect(shown.map((item) => item.client_id)).toEqual(['aaaaaaaa1', 'aaaaaaaa2']);
    expect(shown[0]?.pending).toBeNull();
  });

  it('leaves out the entries of other conversations', () => {
    expect(toShownMessages([], [entry('aaaaaaaa1', { chat_id: 2 })], context)).toEqual([]);
  });

  it('quotes the message an unsent reply answers, and names the people it mentions', () => {
    const quoted = message(10, { body: 'Sân số 3 lúc 18h nhé', author: person(3, 'Trần Thị Bình') });
    const [, reply] = toShownMessages(
      [quoted],
      [entry('aaaaaaaa1', { reply_to_id: 10, mentioned_user_ids: [3, 99] })],
      context,
    );
    expect(reply?.reply_to).toEqual({
      id: 10,
      author_name: 'Trần Thị Bình',
      preview: 'Sân số 3 lúc 18h nhé',
      removed: false,
      has_attachments: false,
    });
    expect(reply?.mentions.map((item) => item.name)).toEqual(['Trần Thị Bình']);
  });

  it('keeps a removed quote without its text', () => {
    const removed = message(10, {
      body: '',
      removed: { by: person(3), reason: 'spam', at: '2026-05-10T09:00:00Z' },
    });
    const [, reply] = toShownMessages([removed], [entry('aaaaaaaa1', { reply_to_id: 10 })], context);
    expect(reply?.reply_to).toMatchObject({ preview: '', removed: true });
  });
});

describe('reading to the end', () => {
  it('marks the newest stored message read when it is past my position', () => {
    expect(readTarget([message(4), message(7)], 5)).toBe(7);
    expect(readTarget([message(4), message(7)], null)).toBe(7);
  });

  it('asks nothing when my position is already there, or only unsent messages follow it', () => {
    expect(readTarget([message(4), message(7)], 7)).toBeNull();
    expect(readTarget([message(7), { id: -1 }], 7)).toBeNull();
    expect(readTarget([], null)).toBeNull();
  });
});

describe('delivery reports', () => {
  it('reports the newest message of someone else not reported yet', () => {
    const messages = [
      message(3),
      message(4, { author: person(1) }),
      message(5),
      message(6, { author: person(1) }),
    ];
    expect(deliveredTarget(messages, 1, 0)).toBe(5);
    expect(deliveredTarget(messages, 1, 5)).toBeNull();
  });

  it('skips system lines and my own messages', () => {
    expect(
      deliveredTarget(
        [message(3, { type: 'system', author: null }), message(4, { author: person(1) })],
        1,
        0,
      ),
    ).toBeNull();
  });
});
