import type { ChatDetail } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * POST /chats/direct: my conversation with this person, created the first time. Silent: the
 * caller says 'Failed to get or create a conversation' where the person asked for it.
 */
export function openDirectChat(userId: number): Promise<DataResponse<ChatDetail>> {
  return api.post<DataResponse<ChatDetail>>('/chats/direct', { user_id: userId }, { silent: true });
}
