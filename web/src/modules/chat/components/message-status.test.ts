import { describe, expect, it } from 'vitest';
import { member } from './chat-test-data';
import { deliveryStatus, seenBy, withReadEvent } from './message-status';

const ME = 7;

describe('the status of my messages', () => {
  it('is sent, delivered, then read as the others move', () => {
    const me = member(ME, 10);
    expect(deliveryStatus(10, [me, member(2, 5, 9)], ME)).toBe('sent');
    expect(deliveryStatus(10, [me, member(2, 5, 10)], ME)).toBe('delivered');
    expect(deliveryStatus(10, [me, member(2, 5, 10), member(3, 12)], ME)).toBe('read');
  });

  it('is never read by my own position alone', () => {
    expect(deliveryStatus(10, [member(ME, 50)], ME)).toBe('sent');
  });

  it('names who has seen a message, leaving out me and its author', () => {
    const members = [member(ME, 20), member(2, 20), member(3, 19), member(4, 25)];
    expect(seenBy(20, members, ME, 2).map((who) => who.user.id)).toEqual([4]);
  });

  it('moves positions forward on a read event, never back', () => {
    const members = [member(2, 10, 12)];
    const forward = withReadEvent(members, {
      chat_id: 1,
      user_id: 2,
      last_read_message_id: 15,
      last_delivered_message_id: 15,
    });
    expect(forward[0]?.last_read_message_id).toBe(15);
    const back = withReadEvent(forward, {
      chat_id: 1,
      user_id: 2,
      last_read_message_id: 11,
      last_delivered_message_id: 11,
    });
    expect(back).toBe(forward);
    const delivered = withReadEvent(members, {
      chat_id: 1,
      user_id: 2,
      last_read_message_id: null,
      last_delivered_message_id: 14,
    });
    expect(delivered[0]?.last_delivered_message_id).toBe(14);
    expect(delivered[0]?.last_read_message_id).toBe(10);
  });
});
