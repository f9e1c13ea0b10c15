import { useQuery } from '@tanstack/react-query';
import { unreadTotalsQueryOptions } from './api/get-unread-totals';

/**
 * What the frame shows of the chat on every page: the menu's unread totals. Small on purpose (the
 * frame's weight): the realtime handlers (./chat-realtime) load with the first event.
 */

/**
 * The totals of the menu badge (GET /chats/unread, a sum of counters). Every conversation's news
 * reaches my own room (`user:<me>`, held while the totals are shown, see ./chat.live.ts), so
 * realtime events adjust or refetch them: no polling. After a reconnection or a join of my room
 * they are fetched again (./chat-realtime's catch-ups).
 */
export function useChatUnreadTotals(enabled: boolean) {
  return useQuery({ ...unreadTotalsQueryOptions(), enabled });
}
