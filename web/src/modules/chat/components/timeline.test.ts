import { describe, expect, it } from 'vitest';
import { message, person } from './chat-test-data';
import { buildTimeline, firstUnreadId, GROUP_WINDOW_MS } from './timeline';

const ME = 7;
const utcDay = (iso: string) => iso.slice(0, 10);
const at = (iso: string) => ({ created_at: iso });

describe('the conversation timeline', () => {
  it('puts a separator before the first message of each day', () => {
    const items = buildTimeline(
      [
        message(1, at('2026-05-10T08:00:00.000Z')),
        message(2, at('2026-05-10T09:00:00.000Z')),
        message(3, at('2026-05-11T08:00:00.000Z')),
      ],
      { unreadFromId: null, dayKey: utcDay },
    );
    expect(items.map((item) => item.kind)).toEqual(['day', 'message', 'message', 'day', 'message']);
  });

  it('groups consecutive messages of one author within the window', () => {
    const start = Date.parse('2026-05-10T08:00:00.000Z');
    const iso = (offset: number) => new Date(start + offset).toISOString();
    const items = buildTimeline(
      [
        message(1, { created_at: iso(0) }),
        message(2, { created_at: iso(60_000) }),
        message(3, { created_at: iso(60_000 + GROUP_WINDOW_MS) }),
        message(4, { created_at: iso(2 * GROUP_WINDOW_MS), author: person(3) }),
        message(5, { created_at: iso(2 * GROUP_WINDOW_MS + 1_000), author: null, type: 'system' }),
      ],
      { unreadFromId: null, dayKey: utcDay },
    ).filter((item) => item.kind === 'message');
    expect(items.map((item) => [item.message.id, item.isFirstOfGroup, item.isLastOfGroup])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, true, true],
      [4, true, true],
      [5, true, true],
    ]);
  });

  it('draws the "New messages" line before the first unread message and starts a new block there', () => {
    const messages = [message(1), message(2), message(3)];
    const items = buildTimeline(messages, { unreadFromId: 2, dayKey: utcDay });
    expect(items.map((item) => (item.kind === 'message' ? item.message.id : item.kind))).toEqual([
      'day',
      1,
      'unread',
      2,
      3,
    ]);
    const second = items[3];
    expect(second?.kind === 'message' && second.isFirstOfGroup).toBe(true);
  });

  it('finds the first unread message of someone else after my read position', () => {
    const messages = [message(1), message(2, { author: person(ME) }), message(3), message(4)];
    expect(firstUnreadId(messages, 1, ME)).toBe(3);
    expect(firstUnreadId(messages, 4, ME)).toBeNull();
    expect(firstUnreadId(messages, null, ME)).toBe(1);
  });
});
