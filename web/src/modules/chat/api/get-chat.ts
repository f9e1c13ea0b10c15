import type { ChatDetail } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { chatKeys } from '../chat.keys';

/** GET /chats/{id}: the conversation, my abilities in it and its first participants. */
export function getChat(id: number, signal?: AbortSignal): Promise<DataResponse<ChatDetail>> {
  return api.get<DataResponse<ChatDetail>>(`/chats/${id}`, { signal, silent: true });
}

export function chatQueryOptions(id: number) {
  return queryOptions({
    queryKey: chatKeys.detail(id),
    queryFn: ({ signal }) => getChat(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useChat(id: number) {
  return useQuery(chatQueryOptions(id));
}
