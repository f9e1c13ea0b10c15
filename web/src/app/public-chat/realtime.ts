import { CHAT_DELIVERED, CHAT_TYPING } from '@pickleball/domain/chat/chat.rules';
import {
  chatRoom,
  EVENT,
  REALTIME_PATH,
  type RealtimeEvent,
  SUBSCRIBE,
  type SubscribeAck,
} from '@pickleball/domain/realtime/events';
import type { Socket } from 'socket.io-client';

/**
 * The public chat's own Socket.IO connection (the back-office's lib/realtime serves the signed-in
 * frame and refreshes its session): one room, `chat:<id>`, joined again after every reconnection,
 * with the player's token in the handshake. socket.io-client is fetched by this page only.
 */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface ChatConnection {
  typing(): void;
  delivered(messageId: number): void;
  close(): void;
}

export interface ChatConnectionHandlers {
  getToken: () => string;
  onEvent: (event: RealtimeEvent) => void;
  onState: (state: ConnectionState) => void;
  /** The room is joined (again, after a loss): what was published meanwhile must be fetched. */
  onJoined: (isReconnect: boolean) => void;
  /** The handshake refused the token, or the room was refused. */
  onAuthFailed: (reason: string) => void;
}

export function connectChat(chatId: number, handlers: ChatConnectionHandlers): ChatConnection {
  let socket: Socket | null = null;
  let closed = false;
  let hasConnected = false;
  const room = chatRoom(chatId);

  handlers.onState('connecting');
  import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      const created = io({
        path: REALTIME_PATH,
        transports: ['websocket', 'polling'],
        auth: (callback) => callback({ token: handlers.getToken() }),
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 10_000,
      });
      socket = created;
      created.on('connect', () => {
        created.emit(SUBSCRIBE, [room], (ack: SubscribeAck | undefined) => {
          if (ack && !ack.joined.includes(room)) {
            handlers.onAuthFailed('room_denied');
            created.close();
            return;
          }
          handlers.onState('connected');
          handlers.onJoined(hasConnected);
          hasConnected = true;
        });
      });
      created.on('disconnect', (reason) => {
        if (closed) return;
        handlers.onState('disconnected');
        // The server closed the socket on purpose (a restart): Socket.IO leaves reconnecting to us.
        if (reason === 'io server disconnect') created.connect();
      });
      created.on('connect_error', (error) => {
        // A refusal by the server's middleware stops Socket.IO's retries; a transport failure does not.
        if (!created.active && /^auth\./.test(error.message)) {
          handlers.onAuthFailed(error.message);
          return;
        }
        handlers.onState(hasConnected || !navigator.onLine ? 'disconnected' : 'connecting');
        if (!created.active) setTimeout(() => !closed && created.connect(), 2_000);
      });
      created.on(EVENT, (event: RealtimeEvent) => handlers.onEvent(event));
    })
    .catch(() => {
      // The library could not be fetched (offline on the first load): the page works by its calls.
      if (!closed) handlers.onState('disconnected');
    });

  return {
    typing() {
      if (socket?.connected) socket.emit(CHAT_TYPING, { chat_id: chatId });
    },
    delivered(messageId) {
      if (socket?.connected) socket.emit(CHAT_DELIVERED, { chat_id: chatId, message_id: messageId });
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}
