import { z } from 'zod';
import { ListQueryShape, PageMetaSchema } from '../common/pagination';
import { QueryBooleanSchema } from '../common/validation';

/**
 * In-app notifications: a signed-in user's inbox (the top bar's bell, and the players' app).
 * Stored as a type plus data; each side renders `inbox:types.<type>` in the reader's language.
 */
export const INBOX_TYPES = [
  'match_confirmation_requested',
  'match_disputed',
  'match_approved',
  'match_rejected',
  /** A notification sent through the in-app channel (data: subject, content, category, link, notification_id). */
  'notification',
] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

export const InboxItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(INBOX_TYPES),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListQuerySchema = z.object({
  page: ListQueryShape.page,
  per_page: ListQueryShape.per_page,
  cursor: ListQueryShape.cursor,
  unread: QueryBooleanSchema.optional(),
});
export type InboxListQuery = z.infer<typeof InboxListQuerySchema>;

export const InboxListSchema = z.object({
  data: z.array(InboxItemSchema),
  meta: PageMetaSchema.extend({ unread: z.number().int() }),
});
