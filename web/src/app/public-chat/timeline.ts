import type { ChatMember, ChatMessage, ChatPerson } from '@pickleball/domain/chat/chat.schemas';
import type { OutboxEntry } from '../../lib/chat-outbox';

/**
 * The message list's pure logic: merging what arrives from history pages, catch-up pages, the
 * socket and the outbox into one ordered list without duplicates, and cutting it into days, an
 * unread divider and groups of consecutive messages.
 */

/** Messages by id, oldest first; a message seen again replaces the copy held (edits, reactions). */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest stored message's id (the catch-up's `after`, the read position's candidate). */
export function newestId(messages: readonly ChatMessage[]): number | null {
  return messages.at(-1)?.id ?? null;
}

/** Outbox entries of this conversation the list does not show as stored yet, in the order written. */
export function pendingEntries(
  entries: readonly OutboxEntry[],
  chatId: number,
  messages: readonly ChatMessage[],
): OutboxEntry[] {
  const stored = new Set<string>();
  for (const message of messages) if (message.client_id) stored.add(message.client_id);
  return entries.filter((entry) => entry.chat_id === chatId && !stored.has(entry.client_id));
}

/** A calendar day in a time zone, as `YYYY-MM-DD` (the key of a day separator). */
export function dayKey(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Consecutive messages of one person closer than this read as one group (one name, one avatar). */
export const GROUP_GAP_MS = 5 * 60_000;

export type TimelineItem =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      /** The first of its group: shows the author's name. */
      startsGroup: boolean;
      /** The last of its group: shows the time and the status. */
      endsGroup: boolean;
    }
  | { kind: 'pending'; key: string; entry: OutboxEntry; startsGroup: boolean; endsGroup: boolean };

interface Row {
  key: string;
  created_at: string;
  authorId: number | null;
  grouped: boolean;
  item: TimelineItem & { kind: 'message' | 'pending' };
}

/**
 * The list as shown: a day separator before each new day, the "new messages" divider after the
 * message I had last read (when a later one from someone else follows), stored messages then the
 * outbox's, and consecutive messages of one author grouped (system lines and removed messages
 * stand alone; a separator or the divider ends a group).
 */
export function buildTimeline(
  messages: readonly ChatMessage[],
  pending: readonly OutboxEntry[],
  options: { lastReadId: number | null; me: ChatPerson | null; timeZone?: string },
): TimelineItem[] {
  const rows: Row[] = [
    ...messages.map((message) => ({
      key: `m${message.id}`,
      created_at: message.created_at,
      authorId: message.type === 'system' ? null : (message.author?.id ?? null),
      grouped: message.type === 'text' && message.removed === null,
      item: { kind: 'message' as const, key: `m${message.id}`, message, startsGroup: true, endsGroup: true },
    })),
    ...pending.map((entry) => ({
      key: `p${entry.client_id}`,
      created_at: entry.created_at,
      authorId: options.me?.id ?? null,
      grouped: true,
      item: {
        kind: 'pending' as const,
        key: `p${entry.client_id}`,
        entry,
        startsGroup: true,
        endsGroup: true,
      },
    })),
  ];
  const items: TimelineItem[] = [];
  let previous: Row | null = null;
  let previousDay: string | null = null;
  // Only when something I had read is in the list: the divider then sits after it.
  let dividerPlaced =
    options.lastReadId === null || messages[0] === undefined || messages[0].id > options.lastReadId;
  for (const row of rows) {
    const day = dayKey(row.created_at, options.timeZone);
    let separated = false;
    if (day !== previousDay) {
      items.push({ kind: 'day', key: `d${day}`, day });
      previousDay = day;
      separated = true;
    }
    if (
      !dividerPlaced &&
      row.item.kind === 'message' &&
      options.lastReadId !== null &&
      row.item.message.id > options.lastReadId &&
      row.authorId !== options.me?.id
    ) {
      items.push({ kind: 'unread', key: 'unread' });
      separated = true;
      dividerPlaced = true;
    }
    const continues =
      !separated &&
      previous !== null &&
      previous.grouped &&
      row.grouped &&
      row.authorId !== null &&
      previous.authorId === row.authorId &&
      Date.parse(row.created_at) - Date.parse(previous.created_at) < GROUP_GAP_MS;
    if (continues && previous) {
      previous.item.endsGroup = false;
      row.item.startsGroup = false;
    }
    items.push(row.item);
    previous = row;
  }
  return items;
}

/**
 * An own message's status as its sender sees it (SPEC §4): read once another participant's read
 * position reaches it, delivered once another's device has it, else sent.
 */
export function messageStatus(
  messageId: number,
  positions: { read: number | null; delivered: number | null },
): 'sent' | 'delivered' | 'read' {
  if (positions.read !== null && positions.read >= messageId) return 'read';
  if (positions.delivered !== null && positions.delivered >= messageId) return 'delivered';
  return 'sent';
}

/** The furthest read and delivered positions of everyone but me (a read also counts as delivered). */
export function othersPositions(
  members: readonly (Pick<ChatMember, 'last_read_message_id' | 'last_delivered_message_id'> & {
    user: { id: number };
  })[],
  myId: number | null,
): { read: number | null; delivered: number | null } {
  let read: number | null = null;
  let delivered: number | null = null;
  for (const member of members) {
    if (member.user.id === myId) continue;
    const memberRead = member.last_read_message_id;
    const memberDelivered = Math.max(member.last_delivered_message_id ?? 0, memberRead ?? 0) || null;
    if (memberRead !== null && (read === null || memberRead > read)) read = memberRead;
    if (memberDelivered !== null && (delivered === null || memberDelivered > delivered))
      delivered = memberDelivered;
  }
  return { read, delivered };
}

/** Everyone the page has met (authors, mentions) by id, for names. */
export function knownPeople(messages: readonly ChatMessage[]): Map<number, ChatPerson> {
  const known = new Map<number, ChatPerson>();
  for (const message of messages) {
    if (message.author) known.set(message.author.id, message.author);
    for (const mentioned of message.mentions) known.set(mentioned.id, mentioned);
  }
  return known;
}
