import type { ChatMessage, ChatMessageEditInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** PATCH /chats/{id}/messages/{message_id}: my message's new text, with a reason. */
export function editMessage(id: number, messageId: number, input: ChatMessageEditInput) {
  return api.patch<DataResponse<ChatMessage>>(`/chats/${id}/messages/${messageId}`, input, { silent: true });
}
