/**
 * The chat module's part in the realtime connection: who may join `chat:<id>` (participants
 * holding chat.view; for the public channel, its members), typing indicators (relayed to the
 * room, never stored) and delivery positions (CHAT_DELIVERED moves the sender's ticks, from a
 * socket in the conversation's room or from a member's own room, where its messages reach too).
 */
import { CHAT_DELIVERED, CHAT_TYPING, chatRoom, hasPermission } from '@pickleball/domain';
import { toBool } from '../../db/dialect';
import type { AppServices } from '../../platform/context';
import type { ChatRealtime, RealtimeClient } from '../../platform/realtime';
import { findMembershipsIn } from './chat.repository';
import { markDelivered } from './messages/read-message';

/** A payload's positive integer field, or null. */
function idField(payload: unknown, field: string): number | null {
  const value = (payload as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The conversation a client message is about, when this socket listens to it. */
function joinedChat(client: RealtimeClient, payload: unknown): number | null {
  const chatId = idField(payload, 'chat_id');
  return chatId !== null && client.rooms.has(chatRoom(chatId)) ? chatId : null;
}

export function chatRealtime(services: AppServices): ChatRealtime {
  const allowedChats: ChatRealtime['allowedChats'] = async (actor, chatIds) => {
    if (chatIds.length === 0) return new Set();
    const rows = await findMembershipsIn(services.db, actor.id, chatIds);
    const staff = hasPermission(actor, 'chat.view');
    return new Set(rows.filter((row) => staff || toBool(row.is_public)).map((row) => row.id));
  };
  return {
    allowedChats,
    handlers: {
      [CHAT_TYPING]: (client, payload) => {
        const chatId = joinedChat(client, payload);
        if (chatId === null) return;
        client.toOthers(chatRoom(chatId), {
          type: 'chat.typing',
          id: chatId,
          data: { chat_id: chatId, user_id: client.actor.id },
        });
      },
      [CHAT_DELIVERED]: async (client, payload) => {
        const chatId = idField(payload, 'chat_id');
        const messageId = idField(payload, 'message_id');
        if (chatId === null || messageId === null) return;
        // Messages reach a device through the conversation's room or the person's own (every
        // member's, chat.change.ts chatAudience): either way one who may listen reports them.
        const listening =
          client.rooms.has(chatRoom(chatId)) || (await allowedChats(client.actor, [chatId])).has(chatId);
        if (!listening) return;
        await markDelivered({ db: services.db, services }, client.actor.id, chatId, messageId);
      },
    },
  };
}
