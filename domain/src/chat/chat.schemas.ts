import { z } from 'zod';
import { ListQueryShape } from '../common/pagination';
import {
  IdSchema,
  optionalString,
  patchSchema,
  QueryBooleanSchema,
  requiredString,
} from '../common/validation';
import { StoredImageSchema } from '../files/files.schemas';
import {
  CHAT_MEMBER_ROLES,
  CHAT_MESSAGE_TYPES,
  CHAT_PARTICIPANTS_MAX,
  CHAT_REACTIONS,
  CHAT_STATUSES,
  CHAT_TYPES,
  NAMED_CHAT_TYPES,
} from './chat.rules';

/**
 * Chat API (issue 17). Routes, all under /api/v1:
 * - GET    /chats                                   chat.view      my conversations (ChatListQuery → list of ChatSummary)
 * - GET    /chats/unread                            chat.view      ChatUnreadTotals (the menu badge)
 * - GET    /chats/candidates?search=                chat.view      people who can be added (users holding chat.view) → ChatPerson[]
 * - GET    /chats/presence?user_ids=1,2             chat.view      { online: number[] }
 * - POST   /chats                                   chat.view      ChatCreateInput → ChatDetail (201); group, channel, announcement
 * - POST   /chats/direct                            chat.view      { user_id } → ChatDetail: get or create (200)
 * - GET    /public-chat                             signed in      the public channel (PublicChatDetail; joins the reader as a member);
 *                                                                  503 `chat.unavailable` when there is none or it is not active
 * - GET    /chats/{id}                              participant*   ChatDetail
 * - PATCH  /chats/{id}                              chat admin     ChatUpdateInput → ChatDetail
 * - PATCH  /chats/{id}/membership                   participant*   ChatMembershipInput → ChatDetail (my pin, archive, mute)
 * - GET    /chats/{id}/members?search=&page=        participant*   list of ChatMember
 * - POST   /chats/{id}/members                      chat admin     ChatMembersAddInput → ChatDetail
 * - PATCH  /chats/{id}/members/{user_id}            chat admin     { role } → ChatDetail
 * - DELETE /chats/{id}/members/{user_id}            chat admin, or oneself (leave) → message
 * - GET    /chats/{id}/messages?before=&after=&limit=  participant*   ChatHistory (oldest first)
 * - POST   /chats/{id}/messages                     participant*   ChatMessageInput → ChatMessage (201; the stored one when the client_id was sent before)
 * - PATCH  /chats/{id}/messages/{message_id}        the author     ChatMessageEditInput → ChatMessage
 * - POST   /chats/{id}/messages/{message_id}/remove the author, or a moderator/admin: ChatMessageRemoveInput → ChatMessage
 * - GET    /chats/{id}/messages/{message_id}/edits  moderator/admin (both people in a direct chat) → ChatMessageEdit[]
 * - POST   /chats/{id}/messages/{message_id}/reactions  participant*  { emoji } → ChatMessage (toggles mine)
 * - POST   /chats/{id}/messages/{message_id}/pin    see chatAbilities.pin: { pinned } → ChatMessage
 * - GET    /chats/{id}/pins                         participant*   ChatMessage[] (newest pin first)
 * - POST   /chats/{id}/read                         participant*   { message_id } → ChatReadState (moves my read position forward only)
 * - POST   /chats/{id}/files                        participant*   multipart `file` → ChatAttachment (kind file), type and size checked
 * Images: POST /files/images?purpose=chat_image (the upload service) → StoredImage, then sent as an attachment.
 * participant* = a participant holding chat.view, or anyone signed in for the public channel.
 *
 * Realtime (room `chat:<id>`, joined by participants after `subscribe`): chat.message_created,
 * chat.message_updated (edit, removal, pin, reactions: data ChatMessage), chat.read (ChatReadEvent),
 * chat.typing (ChatTypingEvent), chat.presence (ChatPresenceEvent), chat.updated ({ chat_id }:
 * settings or participants changed: fetch the detail again). Each member's room `user:<id>` hears,
 * in the same emit as the conversation's room: chat.message_created (every message and system
 * line, so the list and the menu's counts follow every conversation without joining its room),
 * chat.message_updated when the conversation's last message was edited or removed (the list's
 * preview), chat.updated; and alone: chat.updated when I was added, chat.removed ({ chat_id }) when
 * I was removed, chat.read for my own read positions (other tabs follow). Members of the public
 * channel are those who opened it; a conversation's members no longer holding chat.view (but the
 * public channel's) hear nothing of it. Client → server: CHAT_TYPING { chat_id }, CHAT_DELIVERED
 * { chat_id, message_id }.
 */

export const ChatPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof ChatPersonSchema>;

/** An attachment: an image from the upload service (with its variants), or a file. */
export const ChatAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), image: StoredImageSchema }),
  z.object({
    kind: z.literal('file'),
    name: z.string(),
    url: z.string(),
    type: z.string(),
    size: z.number().int(),
  }),
]);
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** A system line's meaning; rendered in the reader's language (`chat:system.<action>`). */
export const CHAT_SYSTEM_ACTIONS = [
  'created',
  'members_added',
  'member_removed',
  'member_left',
  'role_changed',
  'renamed',
  'status_changed',
] as const;
export type ChatSystemAction = (typeof CHAT_SYSTEM_ACTIONS)[number];

export const ChatSystemLineSchema = z.object({
  action: z.enum(CHAT_SYSTEM_ACTIONS),
  /** Who did it. */
  actor: ChatPersonSchema.nullable(),
  /** Whom it concerns (added, removed, whose role changed). */
  people: z.array(ChatPersonSchema),
  /** role_changed: the new role; renamed: the new name; status_changed: the new status. */
  value: z.string().nullable(),
});
export type ChatSystemLine = z.infer<typeof ChatSystemLineSchema>;

export const ChatReactionSummarySchema = z.object({
  emoji: z.enum(CHAT_REACTIONS),
  count: z.number().int(),
  /** Who reacted (everyone: reactions are few). */
  user_ids: z.array(z.number().int()),
});

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  /** The client's id the message was sent with (null for system lines). */
  client_id: z.string().nullable(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  author: ChatPersonSchema.nullable(),
  /** The text; empty once removed. */
  body: z.string(),
  system: ChatSystemLineSchema.nullable(),
  reply_to: z
    .object({
      id: z.number().int(),
      author_name: z.string().nullable(),
      /** chatPreview of the quoted body ('' when removed). */
      preview: z.string(),
      removed: z.boolean(),
      has_attachments: z.boolean(),
    })
    .nullable(),
  mentions: z.array(ChatPersonSchema),
  attachments: z.array(ChatAttachmentSchema),
  reactions: z.array(ChatReactionSummarySchema),
  is_pinned: z.boolean(),
  pinned_by: ChatPersonSchema.nullable(),
  pinned_at: z.string().nullable(),
  /** Shown as "edited"; the history with reasons is for moderators and admins. */
  edited_at: z.string().nullable(),
  edit_count: z.number().int(),
  /**
   * Shown to everyone as "removed by {name}: {reason}". The content is not kept on the message:
   * it goes to the audit log only (read by those holding audit.view).
   */
  removed: z.object({ by: ChatPersonSchema.nullable(), reason: z.string(), at: z.string() }).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatMessageEditSchema = z.object({
  id: z.number().int(),
  /** The text before this edit. */
  previous_body: z.string(),
  /** Null when the author changed their own message without saying why. */
  reason: z.string().nullable(),
  editor: ChatPersonSchema.nullable(),
  created_at: z.string(),
});
export type ChatMessageEdit = z.infer<typeof ChatMessageEditSchema>;

export const ChatMemberSchema = z.object({
  user: ChatPersonSchema,
  role: z.enum(CHAT_MEMBER_ROLES),
  /** The newest message this member has read, and the newest that reached their device. */
  last_read_message_id: z.number().int().nullable(),
  last_delivered_message_id: z.number().int().nullable(),
  online: z.boolean(),
  joined_at: z.string(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

/** My own state in a conversation. */
export const ChatMembershipSchema = z.object({
  role: z.enum(CHAT_MEMBER_ROLES),
  is_pinned: z.boolean(),
  is_archived: z.boolean(),
  muted: z.boolean(),
  unread_count: z.number().int(),
  mention_count: z.number().int(),
  last_read_message_id: z.number().int().nullable(),
});

/** What the list shows of a conversation. For a direct chat, name and avatar are the other person's. */
export const ChatSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_TYPES),
  name: z.string(),
  title: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Direct chats: the other person. */
  other_user: ChatPersonSchema.nullable(),
  status: z.enum(CHAT_STATUSES),
  is_public: z.boolean(),
  member_count: z.number().int(),
  membership: ChatMembershipSchema,
  last_message: z
    .object({
      id: z.number().int(),
      author_name: z.string().nullable(),
      type: z.enum(CHAT_MESSAGE_TYPES),
      preview: z.string(),
      removed: z.boolean(),
      has_attachments: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatDetailSchema = ChatSummarySchema.extend({
  description: z.string().nullable(),
  created_by: ChatPersonSchema.nullable(),
  /** What I may do here (chatAbilities). */
  abilities: z.object({
    post: z.boolean(),
    manage_members: z.boolean(),
    edit_settings: z.boolean(),
    moderate: z.boolean(),
    pin: z.boolean(),
    see_edit_history: z.boolean(),
  }),
  /** The first participants (admins and moderators first, then by name); all of them up to 200. */
  members: z.array(ChatMemberSchema),
});
export type ChatDetail = z.infer<typeof ChatDetailSchema>;

/**
 * The public channel as its page opens it (GET /public-chat). A crowd's channel names no members
 * (its mention picker searches them): it says who has it open and how far the others have read,
 * which is what the page shows, at the cost of the messages page rather than of 200 members.
 */
export const PublicChatDetailSchema = ChatDetailSchema.omit({ members: true }).extend({
  /** Signed-in people with the channel open now; the page then follows `chat.presence`. */
  online_user_ids: z.array(z.number().int()),
  /** The newest message someone other than me has read, and received (my messages' ticks). */
  others_read_message_id: z.number().int().nullable(),
  others_delivered_message_id: z.number().int().nullable(),
});
export type PublicChatDetail = z.infer<typeof PublicChatDetailSchema>;

export const ChatUnreadTotalsSchema = z.object({
  /** Unread messages over my conversations that are not muted. */
  unread: z.number().int(),
  /** Unread mentions of me, muted conversations included. */
  mentions: z.number().int(),
  /** Conversations with something unread. */
  chats: z.number().int(),
});
export type ChatUnreadTotals = z.infer<typeof ChatUnreadTotalsSchema>;

export const ChatListQuerySchema = z.object({
  ...ListQueryShape,
  type: z.enum(CHAT_TYPES, { error: 'one_of' }).optional(),
  /** true: archived conversations only (mine or the conversation's status); false/omitted: the others. */
  archived: QueryBooleanSchema.optional(),
  unread: QueryBooleanSchema.optional(),
});
export type ChatListQuery = z.infer<typeof ChatListQuerySchema>;

export const ChatCandidateQuerySchema = z.object({
  search: z.string().trim().max(100, 'string_max').optional(),
  /** Leave out the participants of this conversation. */
  chat_id: IdSchema.optional(),
});
export type ChatCandidateQuery = z.infer<typeof ChatCandidateQuerySchema>;

export const ChatPresenceQuerySchema = z.object({
  user_ids: z
    .string()
    .max(2000, 'string_max')
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
    .refine((ids) => ids.length <= 200 && ids.every((id) => Number.isInteger(id) && id > 0), {
      message: 'invalid_value',
    }),
});

const ParticipantIdsSchema = z
  .array(IdSchema, { error: 'invalid_type' })
  .min(1, 'chat_participants_required')
  .max(CHAT_PARTICIPANTS_MAX, 'array_max');

export const ChatCreateInputSchema = z.object({
  type: z.enum(NAMED_CHAT_TYPES, { error: 'one_of' }),
  name: requiredString(100),
  title: optionalString(150),
  description: optionalString(1000),
  /** SPEC §5: 'At least one participant must be selected'. The creator joins as admin. */
  participant_ids: ParticipantIdsSchema,
  /** A channel every signed-in player may read and write on /public-chat (at most one is public). */
  is_public: z.boolean({ error: 'invalid_type' }).default(false),
});
export type ChatCreateInput = z.infer<typeof ChatCreateInputSchema>;

export const ChatDirectInputSchema = z.object({ user_id: IdSchema });

export const ChatUpdateInputSchema = patchSchema({
  name: requiredString(100),
  title: optionalString(150),
  description: optionalString(1000),
  status: z.enum(CHAT_STATUSES, { error: 'one_of' }),
  is_public: z.boolean({ error: 'invalid_type' }),
});
export type ChatUpdateInput = z.infer<typeof ChatUpdateInputSchema>;

/** At least one of the three: an empty or misspelt body is a 422, never an update of nothing. */
export const ChatMembershipInputSchema = patchSchema({
  is_pinned: z.boolean({ error: 'invalid_type' }),
  is_archived: z.boolean({ error: 'invalid_type' }),
  muted: z.boolean({ error: 'invalid_type' }),
});
export type ChatMembershipInput = z.infer<typeof ChatMembershipInputSchema>;

export const ChatMembersAddInputSchema = z.object({
  user_ids: ParticipantIdsSchema,
  role: z.enum(CHAT_MEMBER_ROLES, { error: 'one_of' }).default('member'),
});
export type ChatMembersAddInput = z.infer<typeof ChatMembersAddInputSchema>;

export const ChatMemberRoleInputSchema = z.object({ role: z.enum(CHAT_MEMBER_ROLES, { error: 'one_of' }) });

export const ChatMemberParamsSchema = z.object({ id: IdSchema, user_id: IdSchema });
export const ChatMessageParamsSchema = z.object({ id: IdSchema, message_id: IdSchema });

export const ChatMembersQuerySchema = z.object({
  page: ListQueryShape.page,
  per_page: z.coerce.number({ error: 'invalid_number' }).int('integer').min(1).max(200).default(50),
  search: ListQueryShape.search,
  cursor: ListQueryShape.cursor,
});
export type ChatMembersQuery = z.infer<typeof ChatMembersQuerySchema>;
