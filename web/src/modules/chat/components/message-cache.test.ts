import { describe, expect, it } from 'vitest';
import { message } from './chat-test-data';
import {
  mergeMessages,
  newestMessageId,
  withMessage,
  withNewestPage,
  withOlderPage,
  withUpdatedMessage,
} from './message-cache';

const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);
const page = (messageIds: number[], hasMoreBefore: boolean) => ({
  data: messageIds.map((id) => message(id)),
  meta: { has_more_before: hasMoreBefore, has_more_after: false },
});

describe('the message cache', () => {
  it('merges by id, oldest first, the incoming copy winning', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, { body: 'sửa' })]);
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged[2]?.body).toBe('sửa');
  });

  it('keeps a message that arrives twice (the send answer and the realtime event) once', () => {
    const held = { messages: [message(1)], hasMoreBefore: false };
    const once = withMessage(held, message(2));
    const twice = withMessage(once, message(2));
    expect(ids(twice?.messages ?? [])).toEqual([1, 2]);
  });

  it('replaces a copy with the same client id stored under another id', () => {
    const held = { messages: [message(1), message(5, { client_id: 'abcdefgh12' })], hasMoreBefore: false };
    const next = withMessage(held, message(6, { client_id: 'abcdefgh12' }));
    expect(ids(next?.messages ?? [])).toEqual([1, 6]);
  });

  it('ignores a new message before the first fetch (the fetch brings it)', () => {
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });

  it('walks back: an older page goes in front and says whether more lie before it', () => {
    const held = { messages: [message(10), message(11)], hasMoreBefore: true };
    const next = withOlderPage(held, page([8, 9], false));
    expect(ids(next.messages)).toEqual([8, 9, 10, 11]);
    expect(next.hasMoreBefore).toBe(false);
  });

  it('merges a newest page that meets what is held, keeping the older pages', () => {
    const held = { messages: [message(5), message(6), message(7)], hasMoreBefore: true };
    const next = withNewestPage(held, page([7, 8, 9], true));
    expect(ids(next.messages)).toEqual([5, 6, 7, 8, 9]);
    expect(next.hasMoreBefore).toBe(true);
  });

  it('drops what is held when the newest page leaves a hole after it', () => {
    const held = { messages: [message(5), message(6)], hasMoreBefore: false };
    const next = withNewestPage(held, page([20, 21], true));
    expect(ids(next.messages)).toEqual([20, 21]);
    expect(next.hasMoreBefore).toBe(true);
  });

  it('replaces an edited message and leaves one it does not hold alone', () => {
    const held = { messages: [message(1), message(2)], hasMoreBefore: false };
    const edited = withUpdatedMessage(held, message(2, { body: 'đã sửa', edit_count: 1 }));
    expect(edited?.messages[1]?.body).toBe('đã sửa');
    expect(withUpdatedMessage(held, message(99))).toBe(held);
    expect(newestMessageId(edited)).toBe(2);
  });
});
