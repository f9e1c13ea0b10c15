import { z } from 'zod';
import { IdSchema, optionalString, requiredString } from '../common/validation';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_CLIENT_ID_PATTERN,
  CHAT_HISTORY_PAGE,
  CHAT_HISTORY_PAGE_MAX,
  CHAT_MENTIONS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REACTIONS,
  CHAT_REASON_MAX_LENGTH,
} from './chat.rules';
import { ChatAttachmentSchema, ChatMessageSchema } from './chat.schemas';

/** A conversation's messages (the routes are listed in chat.schemas.ts): history, sending, edits, reads, realtime payloads. */

/** Keyset pages: `before` walks back through history, `after` catches up; neither = the newest page. */
export const ChatHistoryQuerySchema = z.object({
  before: IdSchema.optional(),
  after: IdSchema.optional(),
  limit: z.coerce
    .number({ error: 'invalid_number' })
    .int('integer')
    .min(1, 'number_min')
    .max(CHAT_HISTORY_PAGE_MAX, 'number_max')
    .default(CHAT_HISTORY_PAGE),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

export const ChatHistorySchema = z.object({
  /** Oldest first. */
  data: z.array(ChatMessageSchema),
  meta: z.object({
    /** More messages before the first one (walking back) / after the last one (catching up). */
    has_more_before: z.boolean(),
    has_more_after: z.boolean(),
  }),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

const ReasonSchema = requiredString(CHAT_REASON_MAX_LENGTH);
const BodySchema = z.string({ error: 'invalid_type' }).trim().max(CHAT_MESSAGE_MAX_LENGTH, 'string_max');

export const ChatMessageInputSchema = z
  .object({
    /** Made by the client before the first try; the same id sent again is stored once. */
    client_id: z.string({ error: 'required' }).regex(CHAT_CLIENT_ID_PATTERN, 'invalid_value'),
    body: BodySchema.default(''),
    reply_to_id: IdSchema.nullish().transform((value) => value ?? null),
    /** People picked with `@` (participants of the conversation; others are ignored). */
    mentioned_user_ids: z.array(IdSchema).max(CHAT_MENTIONS_MAX, 'array_max').default([]),
    attachments: z.array(ChatAttachmentSchema).max(CHAT_ATTACHMENTS_MAX, 'array_max').default([]),
  })
  .refine((input) => input.body.length > 0 || input.attachments.length > 0, {
    path: ['body'],
    message: 'required',
  });
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

export const ChatMessageEditInputSchema = z.object({
  body: BodySchema.min(1, 'required'),
  /**
   * Why it changed (SPEC §3 keeps edit reasons): optional when the author edits their own message,
   * required of a moderator changing someone else's (the server checks who edits).
   */
  reason: optionalString(CHAT_REASON_MAX_LENGTH),
});
export type ChatMessageEditInput = z.infer<typeof ChatMessageEditInputSchema>;

export const ChatMessageRemoveInputSchema = z.object({ reason: ReasonSchema });
export type ChatMessageRemoveInput = z.infer<typeof ChatMessageRemoveInputSchema>;

export const ChatReactionInputSchema = z.object({ emoji: z.enum(CHAT_REACTIONS, { error: 'one_of' }) });
export const ChatPinInputSchema = z.object({ pinned: z.boolean({ error: 'invalid_type' }) });
export const ChatReadInputSchema = z.object({ message_id: IdSchema });

export const ChatReadStateSchema = z.object({
  chat_id: z.number().int(),
  last_read_message_id: z.number().int().nullable(),
  unread_count: z.number().int(),
  mention_count: z.number().int(),
});
export type ChatReadState = z.infer<typeof ChatReadStateSchema>;

/** Realtime payloads (room chat:<id>, and user:<me> for my own read positions). */
export interface ChatReadEvent {
  chat_id: number;
  user_id: number;
  last_read_message_id: number | null;
  last_delivered_message_id: number | null;
}
export interface ChatTypingEvent {
  chat_id: number;
  user_id: number;
}
export interface ChatPresenceEvent {
  user_id: number;
  online: boolean;
}
export interface ChatChangedEvent {
  chat_id: number;
}
