import type { InboxItem, PageMeta } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type InboxListParams, inboxKeys } from '../inbox.keys';

export type InboxPage = { data: InboxItem[]; meta: PageMeta & { unread: number } };

/** GET /inbox: the signed-in user's in-app notifications, newest first, with the unread count. */
export function listInbox(query: InboxListParams, signal?: AbortSignal): Promise<InboxPage> {
  return api.get<InboxPage>('/inbox', { query, signal, silent: true });
}

export function inboxQueryOptions(query: InboxListParams) {
  return queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => listInbox(query, signal),
    // Pushed by realtime (notification.created); a slow refresh covers a missed event.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useInbox(query: InboxListParams, enabled = true) {
  return useQuery({ ...inboxQueryOptions(query), enabled });
}
