import type { AuthUser } from '@pickleball/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireRealtimeRooms } from '../lib/realtime';
import { sessionStore } from '../lib/session-store';
import { courtKeys } from '../modules/courts/courts.keys';
import { inboxKeys } from '../modules/inbox/inbox.keys';
import { holdLiveRooms } from './realtime-cache';

vi.mock('../lib/realtime', () => ({
  acquireRealtimeRooms: vi.fn(),
  onRealtimeEvent: vi.fn(),
  onRealtimeJoin: vi.fn(),
  onRealtimeReconnect: vi.fn(),
}));

/** The rooms held now: every acquisition not yet released. */
function heldRooms(): string[] {
  const acquire = vi.mocked(acquireRealtimeRooms);
  return acquire.mock.calls
    .filter((_, index) => {
      const handle = acquire.mock.results[index]?.value as { released: boolean } | undefined;
      return handle !== undefined && !handle.released;
    })
    .flatMap(([rooms]) => [...rooms])
    .sort();
}

function signIn(id: number, permissions: string[]) {
  sessionStore.setUser({ id, name: `Người ${id}`, roles: [], permissions } as unknown as AuthUser);
}

function observe(client: QueryClient, queryKey: readonly unknown[]) {
  const observer = new QueryObserver(client, { queryKey, queryFn: () => ({ data: [] }), enabled: false });
  return observer.subscribe(() => undefined);
}

describe('the rooms views hold through their queries', () => {
  let stop: () => void;
  let client: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(acquireRealtimeRooms).mockReset();
    vi.mocked(acquireRealtimeRooms).mockImplementation(() => {
      const handle = Object.assign(
        () => {
          handle.released = true;
        },
        { released: false },
      );
      return handle;
    });
    signIn(12, ['court.view']);
    client = new QueryClient();
    stop = holdLiveRooms(client);
  });

  afterEach(() => {
    stop();
    sessionStore.clear();
    vi.useRealTimers();
  });

  it('holds a query’s rooms while a view observes it, and lets them go a second after the last one left', () => {
    const leave = observe(client, courtKeys.list({ page: 1 }));
    expect(heldRooms()).toEqual(['resource:courts']);
    leave();
    // Moving from the list to a detail keeps the room: no leave and join in between.
    expect(heldRooms()).toEqual(['resource:courts']);
    vi.advanceTimersByTime(1_000);
    expect(heldRooms()).toEqual([]);
  });

  it('holds nothing for a query nobody observes', () => {
    client.setQueryData(courtKeys.detail(3), { data: {} });
    expect(heldRooms()).toEqual([]);
  });

  it('moves "me" to the new user when the session changes hands', () => {
    observe(client, inboxKeys.lists());
    expect(heldRooms()).toEqual(['user:12']);
    signIn(40, []);
    vi.advanceTimersByTime(1_000);
    expect(heldRooms()).toEqual(['user:40']);
  });

  it('lets a staff room go when its permission is withdrawn', () => {
    observe(client, courtKeys.list({ page: 1 }));
    signIn(12, []);
    vi.advanceTimersByTime(1_000);
    expect(heldRooms()).toEqual([]);
  });
});
