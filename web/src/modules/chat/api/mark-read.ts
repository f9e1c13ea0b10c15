import type { ChatReadState } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/{id}/read: my read position up to this message (the server never moves it back). */
export async function markRead(id: number, messageId: number): Promise<ChatReadState> {
  const response = await api.post<DataResponse<ChatReadState>>(
    `/chats/${id}/read`,
    { message_id: messageId },
    { silent: true },
  );
  return response.data;
}
