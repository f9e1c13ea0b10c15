/** Read and delivered positions: they only move forward, and other tabs of the reader follow. */
import { type ChatReadState, chatRoom, unreadCount, userRoom } from '@pickleball/domain';
import { nowIso } from '../../../db/dialect';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { fieldError } from '../../../platform/errors';
import { openChat } from '../chat.access';
import { countMentionsAfter, findMessage } from '../chat.messages.repository';
import {
  advanceDelivered,
  findLastMessageId,
  findMember,
  findMessageCount,
  updateMember,
} from '../chat.repository';

/** Moves my read position forward to this message (never back); my mention count follows. */
export async function markRead(
  ctx: ServiceContext,
  chatId: number,
  messageId: number,
): Promise<ChatReadState> {
  const actor = requireActor(ctx);
  const state = await runChange(ctx, async (trx, pending) => {
    const { chat } = await openChat(ctx, trx, chatId);
    const message = await findMessage(trx, chatId, messageId);
    if (!message) throw fieldError('message_id', 'invalid_value');
    const now = nowIso();
    const member = await findMember(trx, chatId, actor.id);
    // openChat found the member in this transaction: a missing row is a fault, as it always was.
    if (!member) throw new Error('chat member not found');
    const forward = member.last_read_message_id === null || message.id > member.last_read_message_id;
    const readCount = Math.max(member.read_count, message.seq);
    const lastRead = forward ? message.id : member.last_read_message_id;
    const lastDelivered = Math.max(member.last_delivered_message_id ?? 0, lastRead ?? 0) || null;
    const mentions = await countMentionsAfter(trx, chatId, actor.id, readCount);
    await updateMember(trx, chatId, actor.id, {
      read_count: readCount,
      mention_count: Number(mentions.count),
      last_read_message_id: lastRead,
      last_delivered_message_id: lastDelivered,
      last_read_at: now,
    });
    const current = await findMessageCount(trx, chat.id);
    if (forward) {
      const event = {
        chat_id: chatId,
        user_id: actor.id,
        last_read_message_id: lastRead,
        last_delivered_message_id: lastDelivered,
      };
      pending.add(chatRoom(chatId), { type: 'chat.read', id: chatId, data: event });
      pending.add(userRoom(actor.id), { type: 'chat.read', id: chatId, data: event });
    }
    return {
      chat_id: chatId,
      last_read_message_id: lastRead,
      unread_count: unreadCount(current.message_count, readCount),
      mention_count: Number(mentions.count),
    };
  });
  return state;
}

/**
 * The messages up to this one reached this person's device (a socket message, CHAT_DELIVERED):
 * the delivered position moves forward, and the senders' ticks follow.
 */
export async function markDelivered(
  ctx: Pick<ServiceContext, 'db' | 'services'>,
  userId: number,
  chatId: number,
  messageId: number,
): Promise<void> {
  const chat = await findLastMessageId(ctx.db, chatId);
  if (!chat?.last_message_id) return;
  const position = Math.min(messageId, chat.last_message_id);
  const updated = await advanceDelivered(ctx.db, chatId, userId, position);
  if (!updated) return;
  ctx.services.realtime.publish(chatRoom(chatId), {
    type: 'chat.read',
    id: chatId,
    data: {
      chat_id: chatId,
      user_id: userId,
      last_read_message_id: updated.last_read_message_id,
      last_delivered_message_id: position,
    },
  });
}
