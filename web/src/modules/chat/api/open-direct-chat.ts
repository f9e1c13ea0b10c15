import type { ChatDetail } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/direct: my conversation with this person, created the first time. */
export function openDirectChat(userId: number): Promise<DataResponse<ChatDetail>> {
  return api.post<DataResponse<ChatDetail>>('/chats/direct', { user_id: userId });
}
