import { chatLive } from '@pickleball/domain/chat/chat.events';
import type { RealtimeEvent } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { defineLive, type LiveHandlers } from '../../lib/live';
import { chatKeys } from './chat.keys';

type ChatRealtime = typeof import('./chat-realtime');
let chatRealtime: Promise<ChatRealtime> | null = null;

/**
 * The chat's handlers (./chat-realtime: its cache changes, typing and presence) load with the
 * first chat event, so they weigh on no page that has none. Every event waits on the same
 * promise, so they are applied in the order they came.
 */
function loadChatRealtime(): Promise<ChatRealtime> {
  chatRealtime ??= import('./chat-realtime');
  return chatRealtime;
}

function applyChat(client: QueryClient, event: RealtimeEvent): void {
  void loadChatRealtime()
    .then((chat) => chat.applyChatEvent(client, event))
    .catch(() => {
      // The chunk could not be fetched (offline): what it would have changed is fetched again.
      chatRealtime = null;
      void client.invalidateQueries({ queryKey: chatKeys.all });
    });
}

/** Whether any chat data is held (then a reconnection or a join has something to catch up). */
const holdsChat = (client: QueryClient) =>
  client.getQueryCache().findAll({ queryKey: chatKeys.all }).length > 0;

/** The `chat.*` events, as the chat module declares them. */
const CHAT_EVENTS = chatLive.events;

/**
 * The chat: my conversations' news reaches my own room (the menu badge and the list); an open
 * conversation's page holds its own room for typing and presence. After a reconnection it
 * catches up the messages it missed (not its whole history) and sends what waited.
 */
export const live = defineLive({
  root: chatKeys.all,
  rooms: ['me'],
  on: {
    ...(Object.fromEntries(CHAT_EVENTS.map((type) => [type, applyChat])) as LiveHandlers),
    // A mention or a direct message alert in the bell: the menu badge counts it (muted ones too).
    'notification.created': (client, { data }) => {
      if (data.type === 'notification' && data.data.category === 'chat')
        void client.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  },
  catchUp: (client, joined) => {
    if (!holdsChat(client)) return;
    if (joined === null) {
      void loadChatRealtime()
        .then((chat) => chat.catchUpChats(client))
        .catch(() => void client.invalidateQueries({ queryKey: chatKeys.all }));
      return;
    }
    if (joined.some((room) => room.startsWith('chat:')))
      void loadChatRealtime()
        .then((chat) => chat.catchUpJoinedRooms(client, joined))
        .catch(() => undefined);
    // My own room: a conversation I was added to, or a message, while it was not held.
    if (joined.some((room) => room.startsWith('user:')))
      void client.invalidateQueries({ queryKey: chatKeys.unread() }, { cancelRefetch: false });
  },
});
