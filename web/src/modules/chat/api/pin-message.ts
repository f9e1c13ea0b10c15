import type { ChatMessage } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/{id}/messages/{message_id}/pin: pins or unpins a message for everyone. */
export function pinMessage(id: number, messageId: number, pinned: boolean) {
  return api.post<DataResponse<ChatMessage>>(`/chats/${id}/messages/${messageId}/pin`, { pinned });
}
