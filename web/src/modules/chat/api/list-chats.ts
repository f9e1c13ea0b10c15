import type { ChatSummary } from '@pickleball/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type ChatListParams, chatKeys } from '../chat.keys';

/** Conversations per page of the list, one of the API's page sizes. */
export const CHAT_LIST_PAGE = 25;

export type ChatListData = InfiniteData<ListResponse<ChatSummary>, number>;

/** GET /chats: my conversations, pinned first then the most recent (the server's order). */
export function listChats(
  params: ChatListParams,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<ChatSummary>> {
  return api.get<ListResponse<ChatSummary>>('/chats', {
    query: {
      page,
      per_page: CHAT_LIST_PAGE,
      search: params.search,
      archived: params.filter === 'archived' ? true : undefined,
      unread: params.filter === 'unread' ? true : undefined,
    },
    signal,
    silent: true,
  });
}

export function chatListQueryOptions(params: ChatListParams) {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(params),
    queryFn: ({ pageParam, signal }) => listChats(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useChatList(params: ChatListParams) {
  return useInfiniteQuery(chatListQueryOptions(params));
}
