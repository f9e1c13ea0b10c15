/**
 * Chat storage, messages: the messages themselves, their reactions, edits, pins, mentions and
 * attachments; rows in, the API's message shape out (toMessages loads the people of a whole page
 * in one query, never one per message).
 */
import {
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageType,
  type ChatPerson,
  type ChatReaction,
  type ChatSystemAction,
  chatPreview,
} from '@pickleball/domain';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { findMessageCount, findPeople } from './chat.repository';
import type {
  ChatMentionsTable,
  ChatMessageEditsTable,
  ChatMessagesTable,
  ChatReactionsTable,
} from './chat.table';

export type MessageRow = Selectable<ChatMessagesTable>;

export interface StoredSystemLine {
  action: ChatSystemAction;
  actor_id: number | null;
  user_ids: number[];
  value: string | null;
}

/** A message of a conversation, or undefined. */
export const findMessage = (db: Db, chatId: number, messageId: number) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();

/** The message this sender stored under this client id, or undefined. */
export async function findMessageByClientId(db: Db, userId: number, clientId: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Stores a message; answers its row. */
export function insertMessage(db: Db, values: Insertable<ChatMessagesTable>): Promise<MessageRow> {
  return db.insertInto('chat_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Writes a system line (who joined, left, what changed). It takes the conversation's current
 * count as its position and does not add to it: a system line is never unread.
 */
export async function insertSystemLine(
  db: Db,
  chatId: number,
  line: StoredSystemLine,
  now: string,
): Promise<MessageRow> {
  const chat = await findMessageCount(db, chatId);
  const row = await insertMessage(db, {
    chat_id: chatId,
    seq: chat.message_count,
    user_id: null,
    client_id: null,
    type: 'system',
    body: '',
    system: JSON.stringify(line),
    reply_to_id: null,
    mentions: '[]',
    attachments: '[]',
    is_pinned: false,
    pinned_by: null,
    pinned_at: null,
    edited_at: null,
    edit_count: 0,
    removed_at: null,
    removed_by: null,
    removal_reason: null,
    created_at: now,
  });
  await db
    .updateTable('chats')
    .set({ last_message_id: row.id, last_message_at: now, updated_at: now })
    .where('id', '=', chatId)
    .execute();
  return row;
}

/**
 * Counts a new message in its conversation (the row lock that orders concurrent sends: each
 * message takes the next count); answers the new count.
 */
export function countNewMessage(db: Db, chatId: number, now: string) {
  return db
    .updateTable('chats')
    .set((eb) => ({ message_count: eb('message_count', '+', 1), last_message_at: now, updated_at: now }))
    .where('id', '=', chatId)
    .returning('message_count')
    .executeTakeFirstOrThrow();
}

/** Makes this message the conversation's last one. */
export async function setLastMessage(db: Db, chatId: number, messageId: number): Promise<void> {
  await db.updateTable('chats').set({ last_message_id: messageId }).where('id', '=', chatId).execute();
}

/** A file the user uploaded for chat with this purpose (chat_image or chat_file), or undefined. */
export function findOwnUpload(db: Db, uuid: string, purpose: string, userId: number) {
  return db
    .selectFrom('files')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('purpose', '=', purpose)
    .where('created_by', '=', userId)
    .executeTakeFirst();
}

/** Makes these files the message's attachments. */
export async function attachFiles(db: Db, fileIds: readonly number[], messageId: number): Promise<void> {
  await db
    .updateTable('files')
    .set({ owner_type: 'chat_message', owner_id: messageId })
    .where('id', 'in', fileIds)
    .execute();
}

/** Stores a message's mentions, one row per person mentioned. */
export async function insertMentions(db: Db, rows: readonly Insertable<ChatMentionsTable>[]): Promise<void> {
  await db
    .insertInto('chat_mentions')
    .values([...rows])
    .execute();
}

/** How many mentions of the person in a conversation come after this position (`{ count }`). */
export function countMentionsAfter(db: Db, chatId: number, userId: number, seq: number) {
  return db
    .selectFrom('chat_mentions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('chat_id', '=', chatId)
    .where('seq', '>', seq)
    .executeTakeFirstOrThrow();
}

/**
 * Up to `limit` messages of a conversation after `after` (and before `before` when given),
 * oldest first.
 */
export function findMessagesAfter(
  db: Db,
  chatId: number,
  after: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
  query = query.where('id', '>', after);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'asc').limit(limit).execute();
}

/** Up to `limit` messages of a conversation before `before` (or the newest), newest first. */
export function findMessagesBefore(
  db: Db,
  chatId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** A conversation's pinned messages, the latest pinned first (100 at most). */
export function findPinnedMessages(db: Db, chatId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('is_pinned', '=', true)
    .orderBy('pinned_at', 'desc')
    .limit(100)
    .execute();
}

/** Changes a message's columns. */
export async function updateMessage(
  db: Db,
  messageId: number,
  values: Updateable<ChatMessagesTable>,
): Promise<void> {
  await db.updateTable('chat_messages').set(values).where('id', '=', messageId).execute();
}

/** Gives a message its new text, marked edited once more. */
export async function updateMessageBody(db: Db, messageId: number, body: string, now: string): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set((eb) => ({ body, edited_at: now, edit_count: eb('edit_count', '+', 1) }))
    .where('id', '=', messageId)
    .execute();
}

/** A message's edits, the latest first. */
export function findMessageEdits(db: Db, messageId: number) {
  return db
    .selectFrom('chat_message_edits')
    .selectAll()
    .where('message_id', '=', messageId)
    .orderBy('id', 'desc')
    .execute();
}

/** Keeps a message's previous text, with the reason and editor. */
export async function insertMessageEdit(db: Db, values: Insertable<ChatMessageEditsTable>): Promise<void> {
  await db.insertInto('chat_message_edits').values(values).execute();
}

/** Deletes every earlier version of a message. */
export async function deleteMessageEdits(db: Db, messageId: number): Promise<void> {
  await db.deleteFrom('chat_message_edits').where('message_id', '=', messageId).execute();
}

/** Takes back a person's reaction to a message; answers the delete's result (0 or 1 row). */
export function deleteReaction(db: Db, messageId: number, userId: number, emoji: string) {
  return db
    .deleteFrom('chat_reactions')
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .where('emoji', '=', emoji)
    .executeTakeFirst();
}

/** Adds a reaction (the same one twice at once stays one). */
export async function insertReaction(db: Db, values: Insertable<ChatReactionsTable>): Promise<void> {
  await db
    .insertInto('chat_reactions')
    .values(values)
    .onConflict((conflict) => conflict.columns(['message_id', 'user_id', 'emoji']).doNothing())
    .execute();
}

const parseIds = (json: string | null): number[] => {
  if (!json) return [];
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
};

/** Messages as the API answers them: authors, quotes, mentions and reactions loaded for the whole page. */
export async function toMessages(db: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const replyIds = [...new Set(rows.map((row) => row.reply_to_id).filter((id): id is number => id !== null))];
  const replies = new Map(
    (replyIds.length
      ? await db
          .selectFrom('chat_messages')
          .select(['id', 'user_id', 'body', 'removed_at', 'attachments'])
          .where('id', 'in', replyIds)
          .execute()
      : []
    ).map((row) => [row.id, row]),
  );
  const reactions = await db
    .selectFrom('chat_reactions')
    .select(['message_id', 'user_id', 'emoji'])
    .where('message_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  const personIds = new Set<number>();
  const systems = new Map<number, StoredSystemLine>();
  for (const row of rows) {
    for (const id of [row.user_id, row.pinned_by, row.removed_by]) if (id !== null) personIds.add(id);
    for (const id of parseIds(row.mentions)) personIds.add(id);
    if (row.system) {
      const line = JSON.parse(row.system) as StoredSystemLine;
      systems.set(row.id, line);
      if (line.actor_id !== null) personIds.add(line.actor_id);
      for (const id of line.user_ids) personIds.add(id);
    }
  }
  for (const reply of replies.values()) if (reply.user_id !== null) personIds.add(reply.user_id);
  const people = await findPeople(db, personIds);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const reactionsOf = new Map<number, Map<string, number[]>>();
  for (const reaction of reactions) {
    const byEmoji = reactionsOf.get(reaction.message_id) ?? new Map<string, number[]>();
    byEmoji.set(reaction.emoji, [...(byEmoji.get(reaction.emoji) ?? []), reaction.user_id]);
    reactionsOf.set(reaction.message_id, byEmoji);
  }
  return rows.map((row) => {
    const reply = row.reply_to_id === null ? undefined : replies.get(row.reply_to_id);
    const line = systems.get(row.id);
    const removed = row.removed_at !== null;
    return {
      id: row.id,
      chat_id: row.chat_id,
      client_id: row.client_id,
      type: row.type as ChatMessageType,
      author: person(row.user_id),
      body: removed ? '' : row.body,
      system: line
        ? {
            action: line.action,
            actor: person(line.actor_id),
            people: line.user_ids.map((id) => people.get(id)).filter((p): p is ChatPerson => Boolean(p)),
            value: line.value,
          }
        : null,
      reply_to: reply
        ? {
            id: reply.id,
            author_name: person(reply.user_id)?.name ?? null,
            preview: reply.removed_at === null ? chatPreview(reply.body) : '',
            removed: reply.removed_at !== null,
            has_attachments: reply.attachments !== '[]',
          }
        : null,
      mentions: parseIds(row.mentions)
        .map((id) => people.get(id))
        .filter((p): p is ChatPerson => Boolean(p)),
      attachments: removed ? [] : (JSON.parse(row.attachments) as ChatAttachment[]),
      reactions: [...(reactionsOf.get(row.id) ?? new Map<string, number[]>())].map(([emoji, userIds]) => ({
        emoji: emoji as ChatReaction,
        count: userIds.length,
        user_ids: userIds,
      })),
      is_pinned: toBool(row.is_pinned),
      pinned_by: toBool(row.is_pinned) ? person(row.pinned_by) : null,
      pinned_at: toBool(row.is_pinned) ? toIsoOrNull(row.pinned_at) : null,
      edited_at: toIsoOrNull(row.edited_at),
      edit_count: row.edit_count,
      removed: removed
        ? { by: person(row.removed_by), reason: row.removal_reason ?? '', at: toIso(row.removed_at) }
        : null,
      created_at: toIso(row.created_at),
    };
  });
}

/** One message as the API answers it. */
export async function toMessage(db: Db, row: MessageRow): Promise<ChatMessage> {
  const [message] = await toMessages(db, [row]);
  return message as ChatMessage;
}
