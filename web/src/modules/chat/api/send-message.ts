import type { ChatMessage, ChatMessageInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * POST /chats/{id}/messages (201; 200 with the stored message when its client_id was stored
 * already). Silent: the outbox shows a failure on the message itself.
 */
export async function sendMessage(id: number, input: ChatMessageInput): Promise<ChatMessage> {
  const response = await api.post<DataResponse<ChatMessage>>(`/chats/${id}/messages`, input, {
    silent: true,
  });
  return response.data;
}
