import type { ChatHistory } from '@pickleball/domain';
import { api } from '../../../lib/api-client';

/**
 * GET /chats/{id}/messages: a page of history, oldest first. Neither `before` nor `after`: the
 * newest page; `before`: walking back from the oldest held; `after`: catching up from the newest.
 */
export function listMessages(
  id: number,
  position: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<ChatHistory> {
  return api.get<ChatHistory>(`/chats/${id}/messages`, { query: position, signal, silent: true });
}
