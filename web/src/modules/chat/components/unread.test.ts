import { describe, expect, it } from 'vitest';
import { message, person, summary } from './chat-test-data';
import { adjustTotals, bumpSummary, placeSummary, withReadState } from './unread';

const ME = 7;

describe('unread counting in the list', () => {
  it('counts a new message of someone else, and a mention of me apart', () => {
    const row = summary(1);
    const plain = bumpSummary(row, message(10), { myId: ME, isViewing: false });
    const mention = bumpSummary(plain, message(11, { mentions: [person(ME)] }), {
      myId: ME,
      isViewing: false,
    });
    expect(plain.membership.unread_count).toBe(1);
    expect(plain.membership.mention_count).toBe(0);
    expect(mention.membership.unread_count).toBe(2);
    expect(mention.membership.mention_count).toBe(1);
    expect(mention.last_message?.id).toBe(11);
  });

  it('counts an event received twice once', () => {
    const once = bumpSummary(summary(1), message(10), { myId: ME, isViewing: false });
    expect(bumpSummary(once, message(10), { myId: ME, isViewing: false })).toBe(once);
  });

  it('does not count my own message or one I am looking at', () => {
    const row = summary(1, { membership: { ...summary(1).membership, unread_count: 3 } });
    const mine = bumpSummary(row, message(10, { author: person(ME) }), { myId: ME, isViewing: false });
    expect(mine.membership.unread_count).toBe(0);
    expect(mine.membership.last_read_message_id).toBe(10);
    const seen = bumpSummary(summary(1), message(11), { myId: ME, isViewing: true });
    expect(seen.membership.unread_count).toBe(0);
    expect(seen.last_message?.preview).toBe('Tin nhắn 11');
  });

  it('takes the server read state but never moves the read position back', () => {
    const row = summary(1, {
      membership: { ...summary(1).membership, unread_count: 4, last_read_message_id: 20 },
    });
    const read = withReadState(row, {
      chat_id: 1,
      last_read_message_id: 30,
      unread_count: 0,
      mention_count: 0,
    });
    expect(read.membership.unread_count).toBe(0);
    const stale = withReadState(read, {
      chat_id: 1,
      last_read_message_id: 25,
      unread_count: 2,
      mention_count: 0,
    });
    expect(stale.membership.unread_count).toBe(0);
    expect(stale.membership.last_read_message_id).toBe(30);
  });

  it('moves the menu totals by the change, leaving muted conversations out of the unread count', () => {
    const totals = { unread: 5, mentions: 1, chats: 2 };
    const before = summary(1);
    const after = bumpSummary(before, message(10, { mentions: [person(ME)] }), {
      myId: ME,
      isViewing: false,
    });
    expect(adjustTotals(totals, before, after)).toEqual({ unread: 6, mentions: 2, chats: 3 });
    const mutedBefore = summary(2, { membership: { ...summary(2).membership, muted: true } });
    const mutedAfter = bumpSummary(mutedBefore, message(11), { myId: ME, isViewing: false });
    expect(adjustTotals(totals, mutedBefore, mutedAfter)).toEqual({ unread: 5, mentions: 1, chats: 3 });
  });

  it('puts a conversation with a new message after the pinned ones, at the top of the rest', () => {
    const pinned = summary(1, {
      membership: { ...summary(1).membership, is_pinned: true },
      last_message_at: '2026-05-01T00:00:00.000Z',
    });
    const recent = summary(2, { last_message_at: '2026-05-09T00:00:00.000Z' });
    const old = summary(3, { last_message_at: '2026-05-02T00:00:00.000Z' });
    const bumped = bumpSummary(old, message(50), { myId: ME, isViewing: false });
    expect(placeSummary([pinned, recent, old], bumped).map((row) => row.id)).toEqual([1, 3, 2]);
  });
});
