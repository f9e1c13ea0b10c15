import type { ChatPerson } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** GET /chats/candidates: people who may be added (they hold chat.view); `chatId` leaves its members out. */
export async function listCandidates(
  search: string,
  chatId?: number,
  signal?: AbortSignal,
): Promise<ChatPerson[]> {
  const response = await api.get<DataResponse<ChatPerson[]>>('/chats/candidates', {
    query: { search: search || undefined, chat_id: chatId },
    signal,
    silent: true,
  });
  return response.data;
}
