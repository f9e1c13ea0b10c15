import type { Generated } from 'kysely';

/**
 * Chat (issue 17). Unread counts are counters, never a COUNT over messages (Mattermost's
 * `TotalMsgCount − MsgCount`): a conversation counts its messages (`message_count`), each message
 * keeps the count up to itself (`seq`), and each member the count they have read (`read_count`).
 */
export interface ChatsTable {
  id: Generated<number>;
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  status: string;
  is_public: boolean;
  /** Direct chats: "<smaller user id>:<larger>", unique, so that get-or-create never makes two. */
  direct_key: string | null;
  /** Name and title (a direct chat: both people's names) folded for search. */
  search_text: string;
  /** Messages people wrote (system lines are not counted: they are never unread). */
  message_count: number;
  member_count: number;
  last_message_id: number | null;
  last_message_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ChatMembersTable {
  chat_id: number;
  user_id: number;
  role: string;
  is_pinned: boolean;
  is_archived: boolean;
  muted: boolean;
  /** The conversation's message_count at the newest message this member read. */
  read_count: number;
  mention_count: number;
  last_read_message_id: number | null;
  last_delivered_message_id: number | null;
  last_read_at: string | null;
  joined_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  /** The conversation's message_count once this message was stored. */
  seq: number;
  user_id: number | null;
  client_id: string | null;
  type: string;
  body: string;
  /** System lines: { action, actor_id, user_ids, value } as JSON. */
  system: string | null;
  reply_to_id: number | null;
  /** JSON: the mentioned user ids. */
  mentions: string;
  /** JSON: ChatAttachment[] (images rebuilt from the files table when stored). */
  attachments: string;
  is_pinned: boolean;
  pinned_by: number | null;
  pinned_at: string | null;
  edited_at: string | null;
  edit_count: number;
  removed_at: string | null;
  removed_by: number | null;
  removal_reason: string | null;
  created_at: string;
}

export interface ChatMessageEditsTable {
  id: Generated<number>;
  message_id: number;
  previous_body: string;
  reason: string;
  editor_id: number | null;
  created_at: string;
}

export interface ChatReactionsTable {
  message_id: number;
  user_id: number;
  emoji: string;
  created_at: string;
}

export interface ChatMentionsTable {
  message_id: number;
  chat_id: number;
  user_id: number;
  seq: number;
}

declare module '../../db/database' {
  interface Database {
    chats: ChatsTable;
    chat_members: ChatMembersTable;
    chat_messages: ChatMessagesTable;
    chat_message_edits: ChatMessageEditsTable;
    chat_reactions: ChatReactionsTable;
    chat_mentions: ChatMentionsTable;
  }
}
