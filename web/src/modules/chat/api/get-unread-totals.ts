import type { ChatUnreadTotals } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** GET /chats/unread: the menu badge's totals (unread messages, mentions, conversations). */
export function getUnreadTotals(signal?: AbortSignal): Promise<DataResponse<ChatUnreadTotals>> {
  return api.get<DataResponse<ChatUnreadTotals>>('/chats/unread', { signal, silent: true });
}
