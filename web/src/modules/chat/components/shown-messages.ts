import type { ChatMember, ChatMessage, ChatPerson } from '@pickleball/domain';
import { chatPreview } from '@pickleball/domain/chat/chat.rules';
import type { OutboxEntry } from '../../../lib/chat-outbox';
import type { ShownMessage } from './message-context';

/**
 * What the open conversation shows: the stored messages, then the ones still in the outbox (in
 * the order they were typed), each drawn like a stored one with its entry attached. An entry
 * whose message has come back stored (the send's answer lands a moment before the entry leaves)
 * shows once, as the stored message.
 */
export function toShownMessages(
  stored: readonly ChatMessage[],
  pending: readonly OutboxEntry[],
  context: { chatId: number; me: ChatPerson; membersById: ReadonlyMap<number, ChatMember> },
): ShownMessage[] {
  const shown: ShownMessage[] = stored.map((message) => ({ ...message, pending: null }));
  const storedClientIds = new Set(stored.map((message) => message.client_id).filter(Boolean));
  const byId = new Map(stored.map((message) => [message.id, message]));
  let standIn = 0;
  for (const entry of pending) {
    if (entry.chat_id !== context.chatId || storedClientIds.has(entry.client_id)) continue;
    standIn -= 1;
    const quoted = entry.reply_to_id === null ? undefined : byId.get(entry.reply_to_id);
    shown.push({
      // A stand-in below zero: never a stored id, and the timeline keys it by its client id.
      id: standIn,
      chat_id: entry.chat_id,
      client_id: entry.client_id,
      type: 'text',
      author: context.me,
      body: entry.body,
      system: null,
      reply_to: quoted
        ? {
            id: quoted.id,
            author_name: quoted.author?.name ?? null,
            preview: quoted.removed ? '' : chatPreview(quoted.body),
            removed: quoted.removed !== null,
            has_attachments: quoted.attachments.length > 0,
          }
        : null,
      mentions: entry.mentioned_user_ids.flatMap((userId) => {
        const member = context.membersById.get(userId);
        return member ? [member.user] : [];
      }),
      attachments: entry.attachments,
      reactions: [],
      is_pinned: false,
      pinned_by: null,
      pinned_at: null,
      edited_at: null,
      edit_count: 0,
      removed: null,
      created_at: entry.created_at,
      pending: entry,
    });
  }
  return shown;
}

/** The newest stored message, which reading to the end marks read (null: nothing newer than my position). */
export function readTarget(
  messages: readonly Pick<ChatMessage, 'id'>[],
  lastReadId: number | null,
): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const id = (messages[index] as Pick<ChatMessage, 'id'>).id;
    if (id <= 0) continue;
    return id > (lastReadId ?? 0) ? id : null;
  }
  return null;
}

/**
 * The newest message of someone else that reached this device and was not yet reported
 * (CHAT_DELIVERED moves their ticks to "delivered"); null when there is nothing new to report.
 */
export function deliveredTarget(
  messages: readonly Pick<ChatMessage, 'id' | 'author' | 'type'>[],
  myId: number,
  reported: number,
): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as Pick<ChatMessage, 'id' | 'author' | 'type'>;
    if (message.id <= reported) return null;
    if (message.type === 'text' && message.author !== null && message.author.id !== myId) return message.id;
  }
  return null;
}
