import type { ChatMessageEdit } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { chatKeys } from '../chat.keys';

/** GET /chats/{id}/messages/{message_id}/edits: what the message said before each edit, and why it changed. */
export function listMessageEdits(id: number, messageId: number, signal?: AbortSignal) {
  return api.get<DataResponse<ChatMessageEdit[]>>(`/chats/${id}/messages/${messageId}/edits`, {
    signal,
    silent: true,
  });
}

export function useMessageEdits(id: number, messageId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.edits(id, messageId ?? 0),
      queryFn: ({ signal }) => listMessageEdits(id, messageId ?? 0, signal),
      enabled: messageId !== null,
    }),
  );
}
