import {
  EVENT,
  REALTIME_PATH,
  type RealtimeEvent,
  SUBSCRIBE,
  type SubscribeAck,
  UNSUBSCRIBE,
} from '@pickleball/domain/realtime/events';
import type { Socket } from 'socket.io-client';

/**
 * The public tournament page's own Socket.IO connection (no sign-in: public rooms only): the
 * tournament's room `tournament:<id>` and the scoreboard rooms of the matches being played,
 * joined again after every reconnection. socket.io-client is fetched by this page only.
 */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface PublicConnection {
  /** The rooms to be in now (the others are left). */
  setRooms(rooms: readonly string[]): void;
  close(): void;
}

export interface PublicConnectionHandlers {
  onEvent: (event: RealtimeEvent) => void;
  onState: (state: ConnectionState) => void;
  /** The rooms are joined (again, after a loss): what was published meanwhile must be fetched. */
  onJoined: () => void;
}

export function connectPublic(handlers: PublicConnectionHandlers): PublicConnection {
  let socket: Socket | null = null;
  let closed = false;
  let hasConnected = false;
  let rooms = new Set<string>();

  handlers.onState('connecting');
  import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      const created = io({
        path: REALTIME_PATH,
        transports: ['websocket', 'polling'],
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 10_000,
      });
      socket = created;
      created.on('connect', () => {
        created.emit(SUBSCRIBE, [...rooms], (_ack: SubscribeAck | undefined) => {
          handlers.onState('connected');
          handlers.onJoined();
          hasConnected = true;
        });
      });
      created.on('disconnect', (reason) => {
        if (closed) return;
        handlers.onState('disconnected');
        if (reason === 'io server disconnect') created.connect();
      });
      created.on('connect_error', () => {
        handlers.onState(hasConnected || !navigator.onLine ? 'disconnected' : 'connecting');
        if (!created.active) setTimeout(() => !closed && created.connect(), 2_000);
      });
      created.on(EVENT, (event: RealtimeEvent) => handlers.onEvent(event));
    })
    .catch(() => {
      // The library could not be fetched (offline on the first load): the page polls instead.
      if (!closed) handlers.onState('disconnected');
    });

  return {
    setRooms(next) {
      const wanted = new Set(next);
      const joined = [...wanted].filter((room) => !rooms.has(room));
      const left = [...rooms].filter((room) => !wanted.has(room));
      rooms = wanted;
      if (!socket?.connected) return;
      if (joined.length > 0) socket.emit(SUBSCRIBE, joined);
      if (left.length > 0) socket.emit(UNSUBSCRIBE, left);
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}
