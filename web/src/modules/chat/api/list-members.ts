import type { ChatMember } from '@pickleball/domain';
import { api, type ListResponse } from '../../../lib/api-client';

/** GET /chats/{id}/members: participants matching a search (the mention picker of a large channel). */
export function listMembers(
  id: number,
  search: string,
  signal?: AbortSignal,
): Promise<ListResponse<ChatMember>> {
  return api.get<ListResponse<ChatMember>>(`/chats/${id}/members`, {
    query: { search: search || undefined, per_page: 20 },
    signal,
    silent: true,
  });
}
