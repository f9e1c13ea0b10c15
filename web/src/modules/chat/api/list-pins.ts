import type { ChatMessage } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { chatKeys } from '../chat.keys';

/** GET /chats/{id}/pins: the pinned messages, the newest pin first. */
export function listPins(id: number, signal?: AbortSignal) {
  return api.get<DataResponse<ChatMessage[]>>(`/chats/${id}/pins`, { signal, silent: true });
}

export function usePins(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: chatKeys.pins(id), queryFn: ({ signal }) => listPins(id, signal), enabled }),
  );
}
