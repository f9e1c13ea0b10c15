import type { ChatMember } from '@pickleball/domain';
import { api, type ListResponse } from '../../../lib/api-client';

/**
 * GET /chats/{id}/members: participants matching a search, a page at a time (the mention picker
 * of a large channel asks for the first 20; the members panel walks the pages).
 */
export function listMembers(
  id: number,
  search: string,
  signal?: AbortSignal,
  page: { page?: number; perPage?: number } = {},
): Promise<ListResponse<ChatMember>> {
  return api.get<ListResponse<ChatMember>>(`/chats/${id}/members`, {
    query: { search: search || undefined, page: page.page, per_page: page.perPage ?? 20 },
    signal,
    silent: true,
  });
}
