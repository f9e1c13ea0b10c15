import { CHAT_DELIVERED } from '@pickleball/domain/chat/chat.rules';
import type { RealtimeEvent } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { emitRealtime } from '../../lib/realtime';
import { sessionStore } from '../../lib/session-store';
import { listMessages } from './api/list-messages';
import { chatKeys } from './chat.keys';
import { dropChat, storeNewMessage, storeReadEvent, storeUpdatedMessage } from './chat-cache';
import { forgetLiveState, notePresence, noteRemoved, noteTyping } from './chat-live';
import { kickChatOutbox } from './chat-outbox-store';
import { type ChatMessagesData, newestMessageId } from './components/message-cache';

/**
 * The chat's realtime events as cache changes (./chat.live.ts hands every `chat.*` event here,
 * loading this module with the first one, so none of it weighs on the frame). A conversation's
 * news reaches my own room (`user:<me>`) whatever page is open, so the list and the menu's totals
 * follow every conversation of mine by these events alone; the open conversation's room adds
 * typing, presence and the ticks.
 */

const myId = () => sessionStore.getSnapshot().user?.id ?? 0;

export function applyChatEvent(client: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    case 'chat.message_created': {
      const message = event.data;
      storeNewMessage(client, message, myId());
      // It reached this device: the sender's tick turns to "delivered".
      if (message.type === 'text' && message.author && message.author.id !== myId())
        emitRealtime(CHAT_DELIVERED, { chat_id: message.chat_id, message_id: message.id });
      return;
    }
    case 'chat.message_updated':
      storeUpdatedMessage(client, event.data);
      return;
    case 'chat.read':
      storeReadEvent(client, event.data, myId());
      return;
    case 'chat.typing': {
      const { chat_id: chatId, user_id: userId } = event.data;
      if (userId !== myId()) noteTyping(chatId, userId);
      return;
    }
    case 'chat.presence': {
      const { user_id: userId, online } = event.data;
      notePresence(userId, online);
      return;
    }
    case 'chat.updated': {
      // Settings or participants changed, or I was added somewhere: the detail and the lists again.
      const { chat_id: chatId } = event.data;
      void client.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
      void client.invalidateQueries({ queryKey: chatKeys.membersOf(chatId) });
      void client.invalidateQueries({ queryKey: chatKeys.lists() });
      void client.invalidateQueries({ queryKey: chatKeys.unread() });
      return;
    }
    case 'chat.removed': {
      const { chat_id: chatId } = event.data;
      noteRemoved(chatId);
      dropChat(client, chatId);
      return;
    }
    default:
      return;
  }
}

/** At most this many pages are caught up one after the other; a longer gap reloads the newest page. */
const CATCH_UP_PAGES = 5;

/** The messages sent to a conversation after the newest one held (GET messages?after=…). */
async function catchUp(client: QueryClient, chatId: number): Promise<void> {
  const key = chatKeys.messages(chatId);
  for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
    const after = newestMessageId(client.getQueryData<ChatMessagesData>(key));
    if (after === null) return;
    const history = await listMessages(chatId, { after }).catch(() => null);
    if (!history) return;
    const me = myId();
    for (const message of history.data) storeNewMessage(client, message, me);
    if (!history.meta.has_more_after) return;
  }
  // Too far behind: the newest page again (the page merges or replaces what it held).
  await client.invalidateQueries({ queryKey: key });
}

function heldConversations(client: QueryClient): number[] {
  return client
    .getQueriesData<ChatMessagesData>({ queryKey: chatKeys.allMessages() })
    .filter(([, data]) => data !== undefined)
    .map(([key]) => key[2] as number);
}

/** After a reconnection: the messages missed, the lists, counts and details, who is online. */
export function catchUpChats(client: QueryClient): void {
  forgetLiveState();
  for (const chatId of heldConversations(client)) void catchUp(client, chatId);
  void client.invalidateQueries({ queryKey: chatKeys.lists() });
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
  void client.invalidateQueries({ queryKey: chatKeys.details() });
  void client.invalidateQueries({ queryKey: [...chatKeys.all, 'presence'] });
  // Messages written while the connection was down go now.
  kickChatOutbox();
}

/**
 * Rooms just joined: what was sent between the page's fetch and the join is caught up (the
 * messages held, and the list's and the menu's counts, which no event moved meanwhile).
 */
export function catchUpJoinedRooms(client: QueryClient, rooms: readonly string[]): void {
  void client.invalidateQueries({ queryKey: chatKeys.lists() });
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
  const held = new Set(heldConversations(client));
  for (const room of rooms) {
    const chatId = Number(/^chat:(\d+)$/.exec(room)?.[1]);
    if (held.has(chatId)) void catchUp(client, chatId);
  }
}
