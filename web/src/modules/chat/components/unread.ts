import type { ChatMessage, ChatReadState, ChatSummary, ChatUnreadTotals } from '@pickleball/domain';
import { chatPreview } from '@pickleball/domain/chat/chat.rules';

/** What the list shows of a conversation's newest message. */
export function toLastMessage(message: ChatMessage): NonNullable<ChatSummary['last_message']> {
  return {
    id: message.id,
    author_name: message.author?.name ?? null,
    type: message.type,
    preview: message.removed ? '' : chatPreview(message.body),
    removed: message.removed !== null,
    has_attachments: message.attachments.length > 0,
    created_at: message.created_at,
  };
}

export interface BumpContext {
  myId: number;
  /** The reader has this conversation open at its newest message in a visible tab: it is read at once. */
  isViewing: boolean;
}

/**
 * A new message in a conversation of the list: it becomes the preview, and, unless it is mine, a
 * system line (never unread, as on the server) or the reader is looking at it, one more unread
 * (and one more mention when it mentions me). A message already counted (its id is not newer
 * than the preview's) changes nothing, so an event received twice counts once. My own message
 * means I have read up to it.
 */
export function bumpSummary<T extends ChatSummary>(
  summary: T,
  message: ChatMessage,
  context: BumpContext,
): T {
  if (summary.last_message && message.id <= summary.last_message.id) return summary;
  const isMine = message.author?.id === context.myId;
  const membership = { ...summary.membership };
  if (isMine) {
    membership.unread_count = 0;
    membership.mention_count = 0;
    membership.last_read_message_id = Math.max(membership.last_read_message_id ?? 0, message.id);
  } else if (!context.isViewing && message.type !== 'system') {
    membership.unread_count += 1;
    if (message.mentions.some((person) => person.id === context.myId)) membership.mention_count += 1;
  }
  return {
    ...summary,
    last_message: toLastMessage(message),
    last_message_at: message.created_at,
    membership,
  };
}

/** My read position moved (my answer to POST read, or another tab's): the counts the server gives. */
export function withReadState<T extends ChatSummary>(summary: T, state: ChatReadState): T {
  const current = summary.membership.last_read_message_id ?? 0;
  if (state.last_read_message_id !== null && state.last_read_message_id < current) return summary;
  return {
    ...summary,
    membership: {
      ...summary.membership,
      last_read_message_id: state.last_read_message_id,
      unread_count: state.unread_count,
      mention_count: state.mention_count,
    },
  };
}

/** Archived conversations (mine or the conversation's status) are left out of the menu's totals. */
const isArchived = (summary: ChatSummary) => summary.membership.is_archived || summary.status === 'archived';

/**
 * The menu's totals after one conversation's counts moved from `before` to `after`, by the
 * server's rules (GET /chats/unread): unread messages outside muted conversations, mentions and
 * conversations with something unread everywhere, archived conversations not at all.
 */
export function adjustTotals(
  totals: ChatUnreadTotals,
  before: ChatSummary,
  after: ChatSummary,
): ChatUnreadTotals {
  if (isArchived(before) || isArchived(after)) return totals;
  const unreadDelta = after.membership.muted
    ? 0
    : after.membership.unread_count - before.membership.unread_count;
  const wasUnread = before.membership.unread_count > 0;
  const isUnread = after.membership.unread_count > 0;
  return {
    unread: Math.max(0, totals.unread + unreadDelta),
    mentions: Math.max(0, totals.mentions + after.membership.mention_count - before.membership.mention_count),
    chats: Math.max(0, totals.chats + (isUnread === wasUnread ? 0 : isUnread ? 1 : -1)),
  };
}

const sortTime = (summary: ChatSummary) => summary.last_message_at ?? summary.created_at;

/** The list's order, the server's: my pinned conversations first, then the most recent message first. */
export function compareSummaries(a: ChatSummary, b: ChatSummary): number {
  if (a.membership.is_pinned !== b.membership.is_pinned) return a.membership.is_pinned ? -1 : 1;
  const byTime = sortTime(b).localeCompare(sortTime(a));
  return byTime !== 0 ? byTime : b.id - a.id;
}

/** The conversation moved to where its new message puts it (the rest keep their order). */
export function placeSummary<T extends ChatSummary>(list: readonly T[], updated: T): T[] {
  const rest = list.filter((summary) => summary.id !== updated.id);
  const at = rest.findIndex((summary) => compareSummaries(updated, summary) < 0);
  if (at < 0) return [...rest, updated];
  return [...rest.slice(0, at), updated, ...rest.slice(at)];
}
