/** An inbox page as the API takes it. */
export type InboxListParams = { page?: number; per_page?: number; unread?: 'true' | 'false' };

/** Query keys of the inbox (CONVENTIONS §7); every key starts with the module's name. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (query: InboxListParams) => [...inboxKeys.lists(), query] as const,
};
