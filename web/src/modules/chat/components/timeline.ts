import type { ChatMessage } from '@pickleball/domain';

/** Messages by one author closer together than this read as one block (one name, one avatar). */
export const GROUP_WINDOW_MS = 5 * 60_000;

/** What the timeline needs of a message (a stored one, or one still being sent). */
export type TimelineMessage = Pick<ChatMessage, 'id' | 'type' | 'author' | 'created_at'> & {
  /** Set on a message not stored yet (its id is then a stand-in). */
  client_id: string | null;
};

export type TimelineItem<M extends TimelineMessage> =
  | { kind: 'day'; key: string; date: string }
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: M;
      /** The first of its author's block: the name (and avatar) show above it. */
      isFirstOfGroup: boolean;
      /** The last of its author's block: the time shows under it. */
      isLastOfGroup: boolean;
    };

/** The calendar day of an instant in the reader's time zone, as 'YYYY-MM-DD'. */
export function localDayKey(iso: string): string {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The first unread message of someone else after my read position, where the "New messages"
 * line goes when the conversation opens (null: nothing unread). Never read at all: the first
 * message of someone else.
 */
export function firstUnreadId(
  messages: readonly TimelineMessage[],
  lastReadId: number | null,
  myId: number,
): number | null {
  const unread = messages.find(
    (message) => message.id > 0 && message.id > (lastReadId ?? 0) && message.author?.id !== myId,
  );
  return unread?.id ?? null;
}

export interface TimelineOptions {
  /** Where the "New messages" line goes (see firstUnreadId); null for none. */
  unreadFromId: number | null;
  /** A day's key for the separators; the reader's local day by default. */
  dayKey?: (iso: string) => string;
}

const keyOf = (message: TimelineMessage) => (message.id > 0 ? `m${message.id}` : `c${message.client_id}`);

/**
 * The rows of a conversation: a separator at each new day, the "New messages" line, and each
 * message marked first or last of its author's block (same author, both typed messages, the
 * same day, less than GROUP_WINDOW_MS apart, no line between them).
 */
export function buildTimeline<M extends TimelineMessage>(
  messages: readonly M[],
  { unreadFromId, dayKey = localDayKey }: TimelineOptions,
): TimelineItem<M>[] {
  const items: TimelineItem<M>[] = [];
  let previous: M | null = null;
  let previousDay: string | null = null;
  let lastMessageItem: Extract<TimelineItem<M>, { kind: 'message' }> | null = null;
  for (const message of messages) {
    const day = dayKey(message.created_at);
    let isBreak = false;
    if (day !== previousDay) {
      items.push({ kind: 'day', key: `d${day}`, date: message.created_at });
      previousDay = day;
      isBreak = true;
    }
    if (unreadFromId !== null && message.id === unreadFromId) {
      items.push({ kind: 'unread', key: 'unread' });
      isBreak = true;
    }
    const continues =
      !isBreak &&
      previous !== null &&
      message.type === 'text' &&
      previous.type === 'text' &&
      message.author !== null &&
      previous.author?.id === message.author.id &&
      Date.parse(message.created_at) - Date.parse(previous.created_at) < GROUP_WINDOW_MS;
    if (!continues && lastMessageItem) lastMessageItem.isLastOfGroup = true;
    const item = {
      kind: 'message' as const,
      key: keyOf(message),
      message,
      isFirstOfGroup: !continues,
      isLastOfGroup: false,
    };
    items.push(item);
    lastMessageItem = item;
    previous = message;
  }
  if (lastMessageItem) lastMessageItem.isLastOfGroup = true;
  return items;
}
