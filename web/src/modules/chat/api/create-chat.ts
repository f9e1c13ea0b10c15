import type { ChatCreateInput, ChatDetail } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** POST /chats: a group, channel or announcement channel with its first participants (I join as admin). */
export function createChat(input: ChatCreateInput): Promise<DataResponse<ChatDetail>> {
  return api.post<DataResponse<ChatDetail>>('/chats', input, { silent: true });
}
