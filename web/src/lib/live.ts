import type { RealtimeEvent, RealtimeEventType, RealtimeRoom } from '@pickleball/domain/realtime/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a web module declares to be live (CONVENTIONS §6), in one file `<module>.live.ts`
 * exporting `live = defineLive({...})`; app/realtime-cache.ts finds every such file and does
 * the rest:
 * - `root` and `rooms`: the module's queries (every key under `root`) are announced in these
 *   rooms. While a view shows such a query, its rooms are held; `'me'` is the signed-in user's
 *   own room, and a `resource:` room is held only for a user who holds its view permission.
 * - `on`: what each event does to the cache (typed by the event map in
 *   domain/src/realtime/events.ts). Several modules may handle one event.
 * - after a room is (re)joined, the module's queries announced there are fetched again (events
 *   sent meanwhile were missed); after a dropped connection, every live query on screen is. A
 *   module whose data catches up its own way (the chat's messages) says `catchUp` instead.
 */
export type LiveRoom = RealtimeRoom | 'me';

export type LiveHandlers = {
  [K in RealtimeEventType]?: (client: QueryClient, event: RealtimeEvent<K>) => void;
};

export interface ModuleLive {
  /** The module's query keys start with this (its key factory's `all`). */
  root?: QueryKey;
  /** The rooms announcing changes to a query under `root` (by default for every one of them). */
  rooms?: readonly LiveRoom[] | ((queryKey: QueryKey) => readonly LiveRoom[]);
  on?: LiveHandlers;
  /**
   * Instead of refetching the module's queries: what to do after a reconnection (`rooms` null)
   * or after the module's rooms were joined.
   */
  catchUp?: (client: QueryClient, joinedRooms: readonly string[] | null) => void;
  /**
   * Other modules (by name, the root of their keys) whose changes show in this module's screens:
   * after such a change made here, this module's queries are fetched again (`'every module'`: the
   * audit trail records them all). The module that shows another's data says so, not the other.
   */
  follows?: readonly string[] | 'every module';
}

/** Types a module's declaration (an identity: the checks are the compiler's). */
export function defineLive(live: ModuleLive): ModuleLive {
  return live;
}

/** Whether `key` starts with `root`. */
export function isUnder(key: QueryKey, root: QueryKey): boolean {
  return root.length <= key.length && root.every((part, index) => part === key[index]);
}

/**
 * The declaration of a plain staff module (a list, a detail, figures): its queries are announced
 * in its resource room, and an event naming a record refetches what may show it. A deleted
 * record's detail is fetched again too: its page says it is gone (see use-record-watch).
 */
export function recordLive(
  root: QueryKey,
  room: RealtimeRoom,
  events: readonly RealtimeEventType[],
): ModuleLive {
  const refetch = (client: QueryClient) =>
    void client.invalidateQueries({ queryKey: root }, { cancelRefetch: false });
  return {
    root,
    rooms: [room],
    on: Object.fromEntries(events.map((type) => [type, refetch])) as LiveHandlers,
  };
}

/** Who follows which module: filled from every module's declaration by the app's realtime entry. */
const followers: { root: QueryKey; follows: readonly string[] | 'every module' }[] = [];

export function registerFollowers(lives: readonly ModuleLive[]): void {
  followers.length = 0;
  for (const { root, follows } of lives) if (root && follows) followers.push({ root, follows });
}

/**
 * After a change to `module`'s records made here: the queries of the modules that follow it
 * (the change's own module refetches its own keys itself).
 */
export function refetchFollowers(client: QueryClient, module: string): Promise<unknown> {
  return Promise.all(
    followers
      .filter(({ follows }) => follows === 'every module' || follows.includes(module))
      .map(({ root }) => client.invalidateQueries({ queryKey: root })),
  );
}
