import type { ChatDetail, ChatMembershipInput } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** PATCH /chats/{id}/membership: my own pin, archive and mute. */
export function updateMembership(id: number, input: ChatMembershipInput): Promise<DataResponse<ChatDetail>> {
  return api.patch<DataResponse<ChatDetail>>(`/chats/${id}/membership`, input);
}
