/** What the chat module announces live (realtime/declare-live.ts); the rooms and data are in docs/realtime-events.md. */
import { declareLive } from '../realtime/declare-live';
import type {
  ChatChangedEvent,
  ChatPresenceEvent,
  ChatReadEvent,
  ChatTypingEvent,
} from './chat.messages.schemas';
import type { ChatMessage } from './chat.schemas';

interface ChatEvents {
  /**
   * A new message.
   * @room `chat:<id>` and every member's `user:<id>`, in one emit
   * @data the message
   */
  'chat.message_created': ChatMessage;
  /**
   * A message was edited, removed, pinned or reacted to.
   * @room `chat:<id>`; every member's `user:<id>` too when it is the conversation's last message (the list's preview)
   * @data the message (edited, removed, pinned, reacted to)
   */
  'chat.message_updated': ChatMessage;
  /**
   * A participant's read or delivered position moved.
   * @room `chat:<id>`; the reader's `user:<id>`
   * @data `{chat_id, user_id, last_read_message_id, last_delivered_message_id}`
   */
  'chat.read': ChatReadEvent;
  /**
   * Someone is typing; ephemeral, never stored.
   * @room `chat:<id>` (never stored)
   * @data `{chat_id, user_id}`
   */
  'chat.typing': ChatTypingEvent;
  /**
   * A participant came online or went offline.
   * @room `chat:<id>`
   * @data `{user_id, online}`
   */
  'chat.presence': ChatPresenceEvent;
  /**
   * Settings or participants changed.
   * @room `chat:<id>` and every member's `user:<id>` (people added included), in one emit
   * @data `{chat_id}`
   */
  'chat.updated': ChatChangedEvent;
  /**
   * I was removed from a conversation.
   * @room `user:<id>` of the person removed
   * @data `{chat_id}`
   */
  'chat.removed': ChatChangedEvent;
}

declare module '../realtime/events' {
  interface RealtimeEventMap extends ChatEvents {}
}

export const chatLive = declareLive<ChatEvents>({
  'chat.message_created': true,
  'chat.message_updated': true,
  'chat.read': true,
  'chat.typing': true,
  'chat.presence': true,
  'chat.updated': true,
  'chat.removed': true,
});
