import { chatRoom, userRoom } from '@pickleball/domain/realtime/events';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRealtimeRooms } from '../../lib/realtime';
import { unreadTotalsQueryOptions } from './api/get-unread-totals';
import { chatListQueryOptions } from './api/list-chats';

/**
 * What the frame shows of the chat on every page: the menu's unread totals, kept live. Small on
 * purpose (the frame's weight): the realtime handlers (./chat-realtime) load with the first event.
 */

/** The totals of the menu badge (GET /chats/unread); realtime events adjust or refetch them. */
export function useChatUnreadTotals(enabled: boolean) {
  return useQuery({ ...unreadTotalsQueryOptions(), enabled, staleTime: 60_000 });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** True from the user's first touch, key, click or scroll in the page on. */
function useHasInteracted(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const handle = () => setHasInteracted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, handle, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, handle, options);
    };
  }, [hasInteracted]);
  return hasInteracted;
}

/**
 * Keeps the badge live on every page: my own room (conversations I am added to or removed from,
 * my reads in other tabs) and the rooms of my most recent conversations (their new messages), the
 * same first page the chat's list shows. Joined from the user's first interaction, as the bell
 * does, so that the realtime client stays out of a page's first load.
 */
export function useChatMenuRooms(userId: number | null): void {
  const isLive = useHasInteracted() && userId !== null;
  const list = useInfiniteQuery({ ...chatListQueryOptions({ filter: 'all' }), enabled: isLive });
  const ids = list.data?.pages[0]?.data.map((chat) => chat.id) ?? [];
  useRealtimeRooms(isLive && userId !== null ? [userRoom(userId), ...ids.map(chatRoom)] : []);
}
