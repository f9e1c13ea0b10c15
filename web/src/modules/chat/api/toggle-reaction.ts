import type { ChatMessage, ChatReaction } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/{id}/messages/{message_id}/reactions: adds my reaction, or takes it back. */
export function toggleReaction(id: number, messageId: number, emoji: ChatReaction) {
  return api.post<DataResponse<ChatMessage>>(`/chats/${id}/messages/${messageId}/reactions`, { emoji });
}
