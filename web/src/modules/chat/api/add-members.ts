import type { ChatDetail, ChatMemberRole } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats/{id}/members: adds people (the conversation's admins). */
export function addMembers(
  id: number,
  userIds: number[],
  role: ChatMemberRole = 'member',
): Promise<DataResponse<ChatDetail>> {
  return api.post<DataResponse<ChatDetail>>(
    `/chats/${id}/members`,
    { user_ids: userIds, role },
    { silent: true },
  );
}
