import { useQuery } from '@tanstack/react-query';
import { unreadTotalsQueryOptions } from './api/get-unread-totals';

/**
 * What the frame shows of the chat on every page: the menu's unread totals. Small on purpose (the
 * frame's weight): the rooms that keep them live (./components/chat-menu-rooms) load from the
 * user's first interaction, and the realtime handlers (./chat-realtime) with the first event.
 */

/**
 * The menu badge's conversations heard live are the most recent ones (their rooms, see
 * ./components/chat-menu-rooms); a message in an older one is counted at the next refetch.
 */
const TOTALS_REFETCH_MS = 30_000;

/**
 * The totals of the menu badge (GET /chats/unread, a sum of counters): realtime events adjust or
 * refetch them, and they are asked again every 30 seconds while the page is in view.
 */
export function useChatUnreadTotals(enabled: boolean) {
  return useQuery({
    ...unreadTotalsQueryOptions(),
    enabled,
    staleTime: TOTALS_REFETCH_MS,
    refetchInterval: TOTALS_REFETCH_MS,
  });
}
