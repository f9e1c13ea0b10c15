import type { ChatMember, ChatReadEvent } from '@pickleball/domain';

/** My message as I see it: on its way, refused, stored, on another's device, read by another. */
export type OwnMessageStatus = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

type Positions = Pick<ChatMember, 'user' | 'last_read_message_id' | 'last_delivered_message_id'>;

/**
 * SPEC §4's status of a stored message of mine, from the other participants' positions: read when
 * one of them has read up to it, delivered when it reached one of their devices, else sent.
 */
export function deliveryStatus(
  messageId: number,
  members: readonly Positions[],
  myId: number,
): OwnMessageStatus {
  let delivered = false;
  for (const member of members) {
    if (member.user.id === myId) continue;
    if ((member.last_read_message_id ?? 0) >= messageId) return 'read';
    if ((member.last_delivered_message_id ?? 0) >= messageId) delivered = true;
  }
  return delivered ? 'delivered' : 'sent';
}

/** "Seen by …" under a message: the others (not me, not its author) who have read up to it. */
export function seenBy<M extends Positions>(
  messageId: number,
  members: readonly M[],
  myId: number,
  authorId: number | null,
): M[] {
  return members.filter(
    (member) =>
      member.user.id !== myId &&
      member.user.id !== authorId &&
      (member.last_read_message_id ?? 0) >= messageId,
  );
}

const later = (held: number | null, told: number | null) =>
  told === null ? held : held === null ? told : Math.max(held, told);

/** A participant's positions after a `chat.read` event: they only ever move forward. */
export function withReadEvent<M extends Positions>(members: readonly M[], event: ChatReadEvent): M[] {
  let changed = false;
  const next = members.map((member) => {
    if (member.user.id !== event.user_id) return member;
    const read = later(member.last_read_message_id, event.last_read_message_id);
    const delivered = later(later(member.last_delivered_message_id, event.last_delivered_message_id), read);
    if (read === member.last_read_message_id && delivered === member.last_delivered_message_id) return member;
    changed = true;
    return { ...member, last_read_message_id: read, last_delivered_message_id: delivered };
  });
  return changed ? next : (members as M[]);
}
