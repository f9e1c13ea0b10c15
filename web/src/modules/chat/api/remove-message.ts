import type { ChatMessage, ChatMessageRemoveInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/{id}/messages/{message_id}/remove: by its author, or a moderator, with a reason. */
export function removeMessage(id: number, messageId: number, input: ChatMessageRemoveInput) {
  return api.post<DataResponse<ChatMessage>>(`/chats/${id}/messages/${messageId}/remove`, input, {
    silent: true,
  });
}
