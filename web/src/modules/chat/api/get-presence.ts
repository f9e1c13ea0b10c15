import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { chatKeys } from '../chat.keys';

/** GET /chats/presence: which of these people are online now (realtime `chat.presence` follows). */
export async function getPresence(userIds: readonly number[], signal?: AbortSignal): Promise<number[]> {
  const response = await api.get<DataResponse<{ online: number[] }>>('/chats/presence', {
    query: { user_ids: userIds.join(',') },
    signal,
    silent: true,
  });
  return response.data.online;
}

export function usePresence(userIds: readonly number[]) {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b).slice(0, 200);
  return useQuery(
    queryOptions({
      queryKey: chatKeys.presence(sorted),
      queryFn: ({ signal }) => getPresence(sorted, signal),
      enabled: sorted.length > 0,
      staleTime: 60_000,
    }),
  );
}
