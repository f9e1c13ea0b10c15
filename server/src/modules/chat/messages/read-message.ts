/** Read and delivered positions: they only move forward, and other tabs of the reader follow. */
import { type ChatReadState, chatRoom, unreadCount, userRoom } from '@pickleball/domain';
import { nowIso } from '../../../db/dialect';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { fieldError } from '../../../platform/errors';
import { PendingEvents } from '../../../platform/realtime';
import { openChat } from '../chat.access';
import { findMessage } from '../chat.repository';

/** Moves my read position forward to this message (never back); my mention count follows. */
export async function markRead(
  ctx: ServiceContext,
  chatId: number,
  messageId: number,
): Promise<ChatReadState> {
  const actor = requireActor(ctx);
  const pending = new PendingEvents();
  const state = await ctx.db.transaction().execute(async (trx) => {
    const { chat } = await openChat(ctx, trx, chatId);
    const message = await findMessage(trx, chatId, messageId);
    if (!message) throw fieldError('message_id', 'invalid_value');
    const now = nowIso();
    const member = await trx
      .selectFrom('chat_members')
      .selectAll()
      .where('chat_id', '=', chatId)
      .where('user_id', '=', actor.id)
      .executeTakeFirstOrThrow();
    const forward = member.last_read_message_id === null || message.id > member.last_read_message_id;
    const readCount = Math.max(member.read_count, message.seq);
    const lastRead = forward ? message.id : member.last_read_message_id;
    const lastDelivered = Math.max(member.last_delivered_message_id ?? 0, lastRead ?? 0) || null;
    const mentions = await trx
      .selectFrom('chat_mentions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', actor.id)
      .where('chat_id', '=', chatId)
      .where('seq', '>', readCount)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chat_members')
      .set({
        read_count: readCount,
        mention_count: Number(mentions.count),
        last_read_message_id: lastRead,
        last_delivered_message_id: lastDelivered,
        last_read_at: now,
      })
      .where('chat_id', '=', chatId)
      .where('user_id', '=', actor.id)
      .execute();
    const current = await trx
      .selectFrom('chats')
      .select('message_count')
      .where('id', '=', chat.id)
      .executeTakeFirstOrThrow();
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
  pending.publishAll(ctx.services.realtime);
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
  const chat = await ctx.db
    .selectFrom('chats')
    .select('last_message_id')
    .where('id', '=', chatId)
    .executeTakeFirst();
  if (!chat?.last_message_id) return;
  const position = Math.min(messageId, chat.last_message_id);
  const updated = await ctx.db
    .updateTable('chat_members')
    .set({ last_delivered_message_id: position })
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('last_delivered_message_id', 'is', null), eb('last_delivered_message_id', '<', position)]),
    )
    .returning(['last_read_message_id'])
    .executeTakeFirst();
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
