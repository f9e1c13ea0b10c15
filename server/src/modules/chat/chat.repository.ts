/**
 * Chat storage: rows in, the API's shapes out. People (authors, members, mentions) are loaded in
 * one query per page, never one per message.
 */
import {
  type ChatAttachment,
  type ChatMember,
  type ChatMemberRole,
  type ChatMessage,
  type ChatMessageType,
  type ChatPerson,
  type ChatReaction,
  type ChatSystemAction,
  chatPreview,
} from '@pickleball/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { toBool, toInt, toIso, toIsoOrNull } from '../../db/dialect';
import { fileUrl } from '../files/files.service';
import type { ChatMembersTable, ChatMessagesTable, ChatsTable } from './chat.table';

export type ChatRow = Selectable<ChatsTable>;
export type MemberRow = Selectable<ChatMembersTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

export interface StoredSystemLine {
  action: ChatSystemAction;
  actor_id: number | null;
  user_ids: number[];
  value: string | null;
}

/** People by id, with a small avatar when they have one. */
export async function findPeople(db: Db, ids: Iterable<number>): Promise<Map<number, ChatPerson>> {
  const unique = [...new Set(ids)];
  const people = new Map<number, ChatPerson>();
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .leftJoin('files', 'files.id', 'profiles.avatar_file_id')
      .select(['users.id', 'users.name', 'users.username', 'files.uuid as avatar_uuid'])
      .where('users.id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows)
      people.set(row.id, {
        id: row.id,
        name: row.name,
        username: row.username,
        avatar_url: row.avatar_uuid ? fileUrl(row.avatar_uuid, '64.webp') : null,
      });
  }
  return people;
}

export const findChat = (db: Db, id: number) =>
  db.selectFrom('chats').selectAll().where('id', '=', id).executeTakeFirst();

export const findMember = (db: Db, chatId: number, userId: number) =>
  db
    .selectFrom('chat_members')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const findMessage = (db: Db, chatId: number, messageId: number) =>
  db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();

/** Of these conversations, the ones the user is a member of, and whether each is public. */
export function findMembershipsIn(db: Db, userId: number, chatIds: readonly number[]) {
  return db
    .selectFrom('chat_members')
    .innerJoin('chats', 'chats.id', 'chat_members.chat_id')
    .select(['chats.id', 'chats.is_public'])
    .where('chat_members.user_id', '=', userId)
    .where('chat_members.chat_id', 'in', [...chatIds])
    .execute();
}

/**
 * The members who may hear of a conversation on their own room: every member of the public
 * channel (anyone signed in may open it), otherwise the members still holding chat.view (someone
 * whose role lost it stays a member but may not read the conversation, as its room refuses them).
 */
export async function findListeningMembers(
  db: Db,
  chat: Pick<ChatRow, 'id' | 'is_public'>,
): Promise<number[]> {
  let query = db.selectFrom('chat_members as m').select('m.user_id').where('m.chat_id', '=', chat.id);
  if (!toBool(chat.is_public))
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'm.user_id')
          .where('permissions.name', '=', 'chat.view'),
      ),
    );
  return (await query.execute()).map((row) => row.user_id);
}

/** Adds people to a conversation (those already in it are left as they are); answers who was added. */
export async function insertMembers(
  db: Db,
  chat: Pick<ChatRow, 'id' | 'message_count' | 'last_message_id'>,
  userIds: readonly number[],
  role: ChatMemberRole,
  now: string,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const inserted = await db
    .insertInto('chat_members')
    .values(
      [...new Set(userIds)].map((user_id) => ({
        chat_id: chat.id,
        user_id,
        role,
        is_pinned: false,
        is_archived: false,
        muted: false,
        // History from before one joined is not unread.
        read_count: chat.message_count,
        mention_count: 0,
        last_read_message_id: chat.last_message_id,
        last_delivered_message_id: chat.last_message_id,
        last_read_at: null,
        joined_at: now,
      })),
    )
    // Those already in keep their role and positions (and two tabs joining at once add one row).
    .onConflict((conflict) => conflict.columns(['chat_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  const added = inserted.map((row) => row.user_id);
  if (added.length === 0) return [];
  await db
    .updateTable('chats')
    .set((eb) => ({ member_count: eb('member_count', '+', added.length) }))
    .where('id', '=', chat.id)
    .execute();
  return added;
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
  const chat = await db
    .selectFrom('chats')
    .select('message_count')
    .where('id', '=', chatId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('chat_messages')
    .values({
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chats')
    .set({ last_message_id: row.id, last_message_at: now, updated_at: now })
    .where('id', '=', chatId)
    .execute();
  return row;
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

export async function toMessage(db: Db, row: MessageRow): Promise<ChatMessage> {
  const [message] = await toMessages(db, [row]);
  return message as ChatMessage;
}

const ROLE_RANK: Record<string, number> = { admin: 0, moderator: 1, member: 2 };

/** Members as the API answers them (admins and moderators first, then by name). */
export async function toMembers(
  db: Db,
  rows: readonly MemberRow[],
  online: ReadonlySet<number>,
): Promise<ChatMember[]> {
  const people = await findPeople(
    db,
    rows.map((row) => row.user_id),
  );
  return rows
    .filter((row) => people.has(row.user_id))
    .map((row) => ({
      user: people.get(row.user_id) as ChatPerson,
      role: row.role as ChatMemberRole,
      last_read_message_id: row.last_read_message_id,
      last_delivered_message_id: row.last_delivered_message_id,
      online: online.has(row.user_id),
      joined_at: toIso(row.joined_at),
    }))
    .sort((a, b) => (ROLE_RANK[a.role] ?? 3) - (ROLE_RANK[b.role] ?? 3));
}

/** The public channel: the first public conversation that is active (a subquery or a read). */
export function publicChatQuery(db: Db) {
  return db
    .selectFrom('chats')
    .select('id')
    .where('is_public', '=', true)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(1);
}

/** The newest message anyone but this person has read, and has received, in a conversation. */
export async function othersFurthestPositions(
  db: Db,
  chatId: number,
  userId: number,
): Promise<{ read: number | null; delivered: number | null }> {
  const row = await db
    .selectFrom('chat_members')
    .select((eb) => [
      eb.fn.max('last_read_message_id').as('read'),
      eb.fn.max('last_delivered_message_id').as('delivered'),
    ])
    .where('chat_id', '=', chatId)
    .where('user_id', '!=', userId)
    .executeTakeFirstOrThrow();
  return {
    read: row.read === null ? null : toInt(row.read),
    delivered: row.delivered === null ? null : toInt(row.delivered),
  };
}
