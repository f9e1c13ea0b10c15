import { api } from '../../../lib/api-client';

/** DELETE /chats/{id}/members/{user_id}: removes a participant, or leaves with my own id. Silent: the confirmation shows a refusal. */
export function removeMember(id: number, userId: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`/chats/${id}/members/${userId}`, { silent: true });
}
