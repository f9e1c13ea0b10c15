import type { ChatDetail, ChatMemberRole } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** PATCH /chats/{id}/members/{user_id}: a participant's role (the conversation's admins). */
export function changeMemberRole(
  id: number,
  userId: number,
  role: ChatMemberRole,
): Promise<DataResponse<ChatDetail>> {
  return api.patch<DataResponse<ChatDetail>>(`/chats/${id}/members/${userId}`, { role });
}
