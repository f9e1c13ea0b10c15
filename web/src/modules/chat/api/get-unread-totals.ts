import type { ChatUnreadTotals } from '@pickleball/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { chatKeys } from '../chat.keys';

/** GET /chats/unread: the menu badge's totals (unread messages, mentions, conversations). */
export function getUnreadTotals(signal?: AbortSignal): Promise<DataResponse<ChatUnreadTotals>> {
  return api.get<DataResponse<ChatUnreadTotals>>('/chats/unread', { signal, silent: true });
}

export function unreadTotalsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.unread(), queryFn: ({ signal }) => getUnreadTotals(signal) });
}
