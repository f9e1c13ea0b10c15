/** The conversation list's query as the API takes it (GET /chats). */
export interface ChatListParams {
  search?: string;
  /** `all`: the conversations not archived; `unread`: those with something unread; `archived`. */
  filter: 'all' | 'unread' | 'archived';
}

/** Query keys of the chat module (CONVENTIONS §7); every key starts with the module's name. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (params: ChatListParams) => [...chatKeys.lists(), params] as const,
  /** The menu badge's totals (GET /chats/unread). */
  unread: () => [...chatKeys.all, 'unread'] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (id: number) => [...chatKeys.details(), id] as const,
  /** A conversation's loaded messages (oldest first), walked back page by page; never refetched whole. */
  allMessages: () => [...chatKeys.all, 'messages'] as const,
  messages: (id: number) => [...chatKeys.allMessages(), id] as const,
  pins: (id: number) => [...chatKeys.all, 'pins', id] as const,
  /** Every search of a conversation's participants (a change of participants refetches them all). */
  membersOf: (id: number) => [...chatKeys.all, 'members', id] as const,
  members: (id: number, search: string) => [...chatKeys.membersOf(id), search] as const,
  /** The members panel's pages of participants (a search, walked page by page). */
  memberPages: (id: number, search: string) => [...chatKeys.membersOf(id), 'pages', search] as const,
  edits: (chatId: number, messageId: number) => [...chatKeys.all, 'edits', chatId, messageId] as const,
  candidates: (search: string, chatId?: number) =>
    [...chatKeys.all, 'candidates', search, chatId ?? 0] as const,
  presence: (userIds: readonly number[]) => [...chatKeys.all, 'presence', userIds.join(',')] as const,
};
