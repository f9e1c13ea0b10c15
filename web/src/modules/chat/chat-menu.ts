import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unreadTotalsQueryOptions } from './api/get-unread-totals';

/**
 * What the frame shows of the chat on every page: the menu's unread totals. Small on purpose (the
 * frame's weight): the rooms that keep them live (./components/chat-menu-rooms) load from the
 * user's first interaction, and the realtime handlers (./chat-realtime) with the first event.
 */

/** The totals of the menu badge (GET /chats/unread); realtime events adjust or refetch them. */
export function useChatUnreadTotals(enabled: boolean) {
  return useQuery({ ...unreadTotalsQueryOptions(), enabled, staleTime: 60_000 });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * True from the user's first touch, key, click or scroll in the page on: the realtime client then
 * stays out of a page's first load, as the bell's does.
 */
export function useHasInteracted(): boolean {
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
