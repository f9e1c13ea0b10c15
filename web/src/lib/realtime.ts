// Types and constants only: this file stays out of the entry's weight (no zod, no socket.io).
import {
  EVENT,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeRoom,
  SUBSCRIBE,
  type SubscribeAck,
  UNSUBSCRIBE,
} from '@pickleball/domain/realtime/events';
import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { api } from './api-client';
import { sessionStore } from './session-store';

/**
 * The app's one Socket.IO connection (ARCHITECTURE "Realtime"):
 * - opened when the first view holds a room (app/realtime-cache.ts: its queries' rooms), with
 *   socket.io-client loaded after the first paint, when the browser is idle (it is not in the
 *   entry or the sign-in pages), and closed a little after the last room is released;
 * - the handshake carries the current access token, read again on every (re)connection; a token
 *   the server calls expired is refreshed through the API client, then the socket connects again;
 * - views hold rooms through their queries (or `useRealtimeRooms`); every held room is asked for again after a
 *   reconnection (the server forgets a socket's rooms when it drops), and listeners of
 *   `onRealtimeReconnect` refetch what may have changed meanwhile;
 * - events go to `onRealtimeEvent` listeners: one file (the module's .live.ts) turns them into
 *   query cache updates, so pages never listen ad hoc.
 */

/**
 * - idle: no room is held, no connection is wanted;
 * - connecting: the first connection is being made;
 * - connected;
 * - reconnecting: the connection was lost (or the browser is offline) and is being retried.
 */
export type RealtimeConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

type EventListener = (event: RealtimeEvent) => void;

/** How long the connection stays open after the last room is released (a page change re-acquires). */
const IDLE_DISCONNECT_MS = 15_000;

const roomCounts = new Map<string, number>();
const eventListeners = new Set<EventListener>();
const reconnectListeners = new Set<() => void>();
const stateListeners = new Set<() => void>();

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;
let state: RealtimeConnectionState = 'idle';
let hasConnectedBefore = false;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let connectedUserId: number | null = null;

function setState(next: RealtimeConnectionState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function currentToken(): string | undefined {
  return sessionStore.getSnapshot().tokens?.accessToken;
}

function heldRooms(): string[] {
  return [...roomCounts.keys()];
}

function subscribe(target: Socket, rooms: string[]): void {
  if (rooms.length === 0) return;
  target.emit(SUBSCRIBE, rooms, (ack: SubscribeAck | undefined) => {
    // A denied room is a page asking for what its user may not see; it says so in the console only.
    if (ack && ack.denied.length > 0) console.warn('[realtime] rooms denied:', ack.denied);
    if (ack && ack.joined.length > 0) for (const listener of joinListeners) listener(ack.joined);
  });
}

const joinListeners = new Set<(rooms: readonly string[]) => void>();

/**
 * Called once rooms are joined. An event published between a page's first fetch and its joining
 * the room never reaches it: what the room carries is fetched again from here.
 */
export function onRealtimeJoin(listener: (rooms: readonly string[]) => void): () => void {
  joinListeners.add(listener);
  return () => joinListeners.delete(listener);
}

async function handleConnectError(target: Socket, error: Error): Promise<void> {
  setState(hasConnectedBefore || isBrowserOffline() ? 'reconnecting' : 'connecting');
  // A middleware refusal stops the automatic retries; a transport failure keeps them going.
  if (target.active) return;
  if (error.message === 'auth.session_expired' || error.message === 'auth.unauthenticated') {
    // A refused refresh ends the session: the next handshake goes without a token (public rooms only).
    await api.refreshSession().catch(() => false);
  }
  if (socket === target && roomCounts.size > 0) setTimeout(() => target.connect(), 1_000);
}

async function loadSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const created = io({
    path: REALTIME_PATH,
    autoConnect: false,
    transports: ['websocket', 'polling'],
    // A function, so every reconnection presents the token of the moment (refreshed meanwhile).
    auth: (callback) => {
      const token = currentToken();
      callback(token ? { token } : {});
    },
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  created.on('connect', () => {
    connectedUserId = sessionStore.getSnapshot().user?.id ?? null;
    const isReconnect = hasConnectedBefore;
    hasConnectedBefore = true;
    setState('connected');
    subscribe(created, heldRooms());
    if (isReconnect) for (const listener of reconnectListeners) listener();
  });
  created.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') {
      setState(roomCounts.size > 0 ? 'connecting' : 'idle');
      return;
    }
    setState('reconnecting');
    // The server closed the socket on purpose (a restart): Socket.IO leaves reconnecting to us.
    if (reason === 'io server disconnect') created.connect();
  });
  created.on('connect_error', (error) => void handleConnectError(created, error));
  created.on(EVENT, (event: RealtimeEvent) => {
    for (const listener of eventListeners) listener(event);
  });
  return created;
}

let painted = false;

/**
 * The Socket.IO client is loaded once the page has painted and the browser is idle (at most a
 * second later): a page that holds rooms from its first render (the bell, the dashboard) is live
 * without waiting for a tap, and the client stays out of the page's first load.
 */
function afterFirstPaint(): Promise<void> {
  if (painted || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    // Not requestAnimationFrame: a tab opened in the background never paints, yet must be live.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(done, { timeout: 1_000 });
    else setTimeout(done, 50);
  });
}

function ensureConnection(): void {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  if (socket) {
    if (!socket.connected && !socket.active) socket.connect();
    return;
  }
  if (loading) return;
  if (state === 'idle') setState('connecting');
  loading = afterFirstPaint()
    .then(loadSocket)
    .then((created) => {
      socket = created;
      if (roomCounts.size > 0) created.connect();
      return created;
    })
    .catch((error: unknown) => {
      // The chunk could not be fetched (offline at first use): try again with the next room.
      setState('reconnecting');
      throw error;
    })
    .finally(() => {
      loading = null;
    });
  loading.catch(() => undefined);
}

function scheduleIdleDisconnect(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (roomCounts.size > 0 || !socket) return;
    socket.disconnect();
    hasConnectedBefore = false;
    setState('idle');
  }, IDLE_DISCONNECT_MS);
}

/** Holds rooms until the returned function is called (counted: two pages may hold one room). */
export function acquireRealtimeRooms(rooms: readonly string[]): () => void {
  const added: string[] = [];
  for (const room of rooms) {
    const count = roomCounts.get(room) ?? 0;
    roomCounts.set(room, count + 1);
    if (count === 0) added.push(room);
  }
  if (socket?.connected) subscribe(socket, added);
  ensureConnection();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const removed: string[] = [];
    for (const room of rooms) {
      const count = (roomCounts.get(room) ?? 1) - 1;
      if (count <= 0) {
        roomCounts.delete(room);
        removed.push(room);
      } else roomCounts.set(room, count);
    }
    if (socket?.connected && removed.length > 0) socket.emit(UNSUBSCRIBE, removed);
    if (roomCounts.size === 0) scheduleIdleDisconnect();
  };
}

/**
 * Joins the rooms while the component is mounted (falsy entries are skipped, so a room that
 * depends on loading data can be given as `user && userRoom(user.id)`).
 */
export function useRealtimeRooms(rooms: readonly (RealtimeRoom | null | undefined | false)[]): void {
  const key = [...new Set(rooms.filter((room): room is RealtimeRoom => Boolean(room)))].sort().join(' ');
  useEffect(() => {
    if (!key) return;
    return acquireRealtimeRooms(key.split(' '));
  }, [key]);
}

/**
 * Sends a client message on the app's connection (the chat's typing and delivered signals): only
 * while connected, since such signals are worth nothing late. True when it was sent.
 */
export function emitRealtime(name: string, payload: unknown): boolean {
  if (!socket?.connected) return false;
  socket.emit(name, payload);
  return true;
}

/** Every event of every held room; returns the unsubscribe function. */
export function onRealtimeEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Called after the connection comes back: events sent meanwhile were missed, so refetch. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function subscribeState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

function readState(): RealtimeConnectionState {
  // The browser knows it is offline long before the socket's heartbeat notices.
  if (state === 'connected' && isBrowserOffline()) return 'reconnecting';
  return state;
}

/** The connection's state, for a status line. */
export function useRealtimeConnection(): RealtimeConnectionState {
  return useSyncExternalStore(subscribeState, readState, readState);
}

if (typeof window !== 'undefined') {
  const notify = () => {
    for (const listener of stateListeners) listener();
  };
  window.addEventListener('offline', notify);
  window.addEventListener('online', () => {
    notify();
    // Back online: do not wait for the next scheduled retry, whose delay may have grown to
    // seconds. A socket waiting on one ignores connect(): it is closed and opened afresh.
    if (socket && !socket.connected && roomCounts.size > 0) {
      socket.disconnect();
      socket.connect();
    }
  });
  // Another user signed in (or out) in this tab: the handshake must carry the new identity.
  sessionStore.subscribe(() => {
    const userId = sessionStore.getSnapshot().user?.id ?? null;
    if (!socket?.connected || userId === connectedUserId) return;
    socket.disconnect();
    if (roomCounts.size > 0) socket.connect();
  });
}
