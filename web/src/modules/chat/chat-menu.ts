import { useQuery } from '@tanstack/react-query';
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
