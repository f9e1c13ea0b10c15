import type { LiveDeclaration } from '@pickleball/domain/realtime/declare-live';
import type { RealtimeEvent } from '@pickleball/domain/realtime/events';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { canAccess } from '../lib/auth-grants';
import { isUnder, type LiveRoom, type ModuleLive, registerFollowers } from '../lib/live';
import { queryClient } from '../lib/query-client';
import { acquireRealtimeRooms, onRealtimeEvent, onRealtimeJoin, onRealtimeReconnect } from '../lib/realtime';
import { sessionStore } from '../lib/session-store';

/**
 * The app's realtime entry (CONVENTIONS §6): every module's `<module>.live.ts` is found here and
 * nothing else names a module. From their declarations (lib/live.ts):
 * - a query on screen holds the rooms its module announces it in, as long as a view observes it
 *   (pages never join rooms by hand, except for ephemeral signals like the chat's typing);
 * - each event goes to every module that handles its name;
 * - after rooms are joined, the queries announced there are fetched again; after a reconnection,
 *   every live query (the chat catches up its own way).
 */
const found = import.meta.glob<{ live: ModuleLive }>('../modules/*/*.live.ts', { eager: true });

/**
 * What the modules announce (`domain/src/<module>/<module>.events.ts`, realtime/declare-live.ts):
 * their event names and their staff rooms with the permission that lets one listen. Each file
 * holds only its declaration (its types cost nothing at runtime).
 */
const declared = import.meta.glob<Record<string, LiveDeclaration>>('../../../domain/src/*/*.events.ts', {
  eager: true,
});
export const LIVE_DECLARATIONS: readonly LiveDeclaration[] = Object.values(declared).flatMap((exports) =>
  Object.values(exports),
);
const RESOURCE_PERMISSIONS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...LIVE_DECLARATIONS.map((declaration) => declaration.resources),
);

/** Every module's declaration, by file (`../modules/<module>/<module>.live.ts`). */
export const MODULE_LIVES: Readonly<Record<string, ModuleLive>> = Object.fromEntries(
  Object.entries(found).map(([path, module]) => [path, module.live]),
);

const lives = Object.values(MODULE_LIVES);
registerFollowers(lives);

/** The modules whose `root` holds this key. */
function ownersOf(queryKey: QueryKey): ModuleLive[] {
  return lives.filter((live) => live.root && isUnder(queryKey, live.root));
}

/** The rooms a module declares for one of its keys, before they are resolved for a user. */
function declaredRooms(live: ModuleLive, queryKey: QueryKey): readonly LiveRoom[] {
  if (!live.rooms) return [];
  return typeof live.rooms === 'function' ? live.rooms(queryKey) : live.rooms;
}

interface Viewer {
  userId: number | null;
  permissions: readonly string[];
}

const currentViewer = (): Viewer => {
  const { user, permissions } = sessionStore.getSnapshot();
  return { userId: user?.id ?? null, permissions };
};

/** A declared room as this viewer may hold it: `'me'` becomes their room; a staff room needs its permission. */
function resolveRoom(room: LiveRoom, viewer: Viewer): string | null {
  if (room === 'me') return viewer.userId === null ? null : `user:${viewer.userId}`;
  if (room.startsWith('resource:')) {
    const permission = RESOURCE_PERMISSIONS[room.slice('resource:'.length)];
    return permission !== undefined && canAccess(viewer.permissions, permission) ? room : null;
  }
  if (room.startsWith('user:') || room.startsWith('chat:')) return viewer.userId === null ? null : room;
  return room;
}

/** The rooms, resolved for the viewer, that announce changes to the query with this key. */
export function liveRoomsOf(queryKey: QueryKey, viewer: Viewer = currentViewer()): string[] {
  const rooms = new Set<string>();
  for (const live of ownersOf(queryKey))
    for (const room of declaredRooms(live, queryKey)) {
      const resolved = resolveRoom(room, viewer);
      if (resolved) rooms.add(resolved);
    }
  return [...rooms].sort();
}

/** Applies an event to the cache: every module handling its name does its part. */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  for (const live of lives) {
    const handle = live.on?.[event.type] as ((client: QueryClient, event: RealtimeEvent) => void) | undefined;
    if (!handle) continue;
    try {
      handle(client, event);
    } catch (error) {
      // One module's bug must not keep the event from the others.
      console.error('[realtime]', event.type, error);
    }
  }
}

const refetchOptions = { cancelRefetch: false } as const;

/** After joining rooms: what changed between a view's fetch and the join was missed. */
export function refetchAfterJoin(client: QueryClient, joined: readonly string[]): void {
  const rooms = new Set(joined);
  // The server joined these rooms, so the viewer may hear them: only "me" needs reading.
  const wasJoined = (room: LiveRoom) =>
    room === 'me' ? joined.some((name) => name.startsWith('user:')) : rooms.has(room);
  for (const live of lives) {
    if (live.catchUp) {
      live.catchUp(client, joined);
      continue;
    }
    if (!live.root) continue;
    void client.invalidateQueries(
      {
        queryKey: live.root,
        predicate: (query) => declaredRooms(live, query.queryKey).some(wasJoined),
      },
      refetchOptions,
    );
  }
}

/** After a reconnection: every live view on screen is fetched again (the chat catches up). */
export function refetchAfterReconnect(client: QueryClient): void {
  for (const live of lives) {
    if (live.catchUp) live.catchUp(client, null);
    else if (live.root && live.rooms) void client.invalidateQueries({ queryKey: live.root }, refetchOptions);
  }
}

/** How long a room stays held after its last view went: moving between a list and a detail keeps it. */
const RELEASE_DELAY_MS = 1_000;

/**
 * Holds the rooms of the queries views observe, for as long as they observe them, and again
 * for the new user when the session changes hands.
 */
export function holdLiveRooms(client: QueryClient): () => void {
  const held = new Map<string, { rooms: string; release: () => void }>();
  const sync = (query: Query) => {
    const rooms = query.getObserversCount() > 0 ? liveRoomsOf(query.queryKey).join(' ') : '';
    const current = held.get(query.queryHash);
    if ((current?.rooms ?? '') === rooms) return;
    if (current) setTimeout(current.release, RELEASE_DELAY_MS);
    if (rooms) held.set(query.queryHash, { rooms, release: acquireRealtimeRooms(rooms.split(' ')) });
    else held.delete(query.queryHash);
  };
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) sync(query);
  const stopCache = cache.subscribe((event) => {
    if (event.type === 'observerAdded' || event.type === 'observerRemoved' || event.type === 'removed')
      sync(event.query);
  });
  const stopSession = sessionStore.subscribe(() => {
    for (const query of cache.getAll()) sync(query);
  });
  return () => {
    stopCache();
    stopSession();
    for (const { release } of held.values()) release();
    held.clear();
  };
}

let installed = false;

/** Wires the app's query cache to the realtime connection; safe to call more than once. */
export function installRealtimeCache(): void {
  if (installed) return;
  installed = true;
  onRealtimeEvent((event) => applyRealtimeEvent(queryClient, event));
  onRealtimeReconnect(() => refetchAfterReconnect(queryClient));
  onRealtimeJoin((rooms) => refetchAfterJoin(queryClient, rooms));
  holdLiveRooms(queryClient);
}
