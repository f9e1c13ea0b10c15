import type { ChatMember, ChatMessage, ChatPerson, ChatSummary } from '@pickleball/domain';

/** Test records: a realistic message, member and list row, with what a test needs changed. */
export const person = (id: number, name = `Người ${id}`): ChatPerson => ({
  id,
  name,
  username: `user${id}`,
  avatar_url: null,
});

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat_id: 1,
    client_id: `client-${id}`,
    type: 'text',
    author: person(2),
    body: `Tin nhắn ${id}`,
    system: null,
    reply_to: null,
    mentions: [],
    attachments: [],
    reactions: [],
    is_pinned: false,
    pinned_by: null,
    pinned_at: null,
    edited_at: null,
    edit_count: 0,
    removed: null,
    created_at: new Date(Date.UTC(2026, 4, 10, 8, 0) + id * 60_000).toISOString(),
    ...overrides,
  };
}

export function member(id: number, read: number | null, delivered: number | null = read): ChatMember {
  return {
    user: person(id),
    role: 'member',
    last_read_message_id: read,
    last_delivered_message_id: delivered,
    online: false,
    joined_at: '2026-05-01T00:00:00.000Z',
  };
}

export function summary(id: number, overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id,
    type: 'group',
    name: `Nhóm ${id}`,
    title: null,
    avatar_url: null,
    other_user: null,
    status: 'active',
    is_public: false,
    member_count: 3,
    membership: {
      role: 'member',
      is_pinned: false,
      is_archived: false,
      muted: false,
      unread_count: 0,
      mention_count: 0,
      last_read_message_id: null,
    },
    last_message: null,
    last_message_at: null,
    created_at: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}
