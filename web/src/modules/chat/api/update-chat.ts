import type { ChatDetail, ChatUpdateInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** PATCH /chats/{id}: name, title, description, status, public (the conversation's admins). */
export function updateChat(id: number, input: ChatUpdateInput): Promise<DataResponse<ChatDetail>> {
  return api.patch<DataResponse<ChatDetail>>(`/chats/${id}`, input, { silent: true });
}
