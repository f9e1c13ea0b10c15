/**
 * Chat storage, conversations and their members: rows in, the API's shapes out. People (authors,
 * members, mentions) are loaded in one query per page, never one per message. Messages are in
 * chat.messages.repository.ts, the pages' lists in chat.lists.repository.ts.
 */
import type { ChatMember, ChatMemberRole, ChatPerson } from '@pickleball/domain';
import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { toBool, toInt, toIso } from '../../db/dialect';
import { fileUrl } from '../files/files.mapper';
import type { ChatMembersTable, ChatsTable } from './chat.table';

export type ChatRow = Selectable<ChatsTable>;
export type MemberRow = Selectable<ChatMembersTable>;

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

/** Whether the user in this column holds chat.view through one of their roles (for `where`). */
export function holdsChatView(user: 'users.id' | 'm.user_id') {
  return sql<SqlBool>`exists (select 1 from user_roles ur
    inner join role_permissions rp on rp.role_id = ur.role_id
    inner join permissions p on p.id = rp.permission_id
    where ur.user_id = ${sql.ref(user)} and p.name = 'chat.view')`;
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
  if (!toBool(chat.is_public)) query = query.where(holdsChatView('m.user_id'));
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

/** The public channel's id (`{ id }`), or undefined when there is none active. */
export function findPublicChat(db: Db) {
  return publicChatQuery(db).executeTakeFirst();
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

/** A conversation's count of messages (`{ message_count }`). */
export function findMessageCount(db: Db, chatId: number) {
  return db.selectFrom('chats').select('message_count').where('id', '=', chatId).executeTakeFirstOrThrow();
}

/** A conversation's last message id (`{ last_message_id }`), or undefined when it does not exist. */
export function findLastMessageId(db: Db, chatId: number) {
  return db.selectFrom('chats').select('last_message_id').where('id', '=', chatId).executeTakeFirst();
}

/** Stores a conversation; answers its row. */
export function insertChat(db: Db, values: Insertable<ChatsTable>): Promise<ChatRow> {
  return db.insertInto('chats').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes a conversation's columns. */
export async function updateChatRow(db: Db, chatId: number, values: Updateable<ChatsTable>): Promise<void> {
  await db.updateTable('chats').set(values).where('id', '=', chatId).execute();
}

/** A public conversation other than `exceptId` (any, when null), or undefined. */
export function findOtherPublicChat(db: Db, exceptId: number | null) {
  return db
    .selectFrom('chats')
    .select('id')
    .where('is_public', '=', true)
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
}

/** The direct chat of this pair (`min:max` of their ids), or undefined. */
export function findDirectChat(db: Db, directKey: string) {
  return db.selectFrom('chats').select('id').where('direct_key', '=', directKey).executeTakeFirst();
}

/** Of these users, the active ones holding chat.view (`{ id, name }`). */
export function findChatUsers(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name'])
    .where('users.id', 'in', [...userIds])
    .where('users.is_active', '=', true)
    .where(holdsChatView('users.id'))
    .execute();
}

/** Of these users, the active ones with their language (`{ id, locale }`). */
export function findActiveLocales(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('id', 'in', [...userIds])
    .where('is_active', '=', true)
    .execute();
}

/** Changes one member's columns (their role, pin, archive, mute, read positions). */
export async function updateMember(
  db: Db,
  chatId: number,
  userId: number,
  values: Updateable<ChatMembersTable>,
): Promise<void> {
  await db
    .updateTable('chat_members')
    .set(values)
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .execute();
}

/** How many admins a conversation has. */
export async function countAdmins(db: Db, chatId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_members')
    .select((eb) => eb.fn.countAll<number>().as('admins'))
    .where('chat_id', '=', chatId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.admins);
}

/** Takes someone out of a conversation, its member count following. */
export async function deleteMember(db: Db, chatId: number, userId: number): Promise<void> {
  await db.deleteFrom('chat_members').where('chat_id', '=', chatId).where('user_id', '=', userId).execute();
  await db
    .updateTable('chats')
    .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
    .where('id', '=', chatId)
    .execute();
}

/**
 * Moves a member's delivered position forward to `position` (never back); answers their read
 * position (`{ last_read_message_id }`) when it moved, undefined otherwise.
 */
export function advanceDelivered(db: Db, chatId: number, userId: number, position: number) {
  return db
    .updateTable('chat_members')
    .set({ last_delivered_message_id: position })
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('last_delivered_message_id', 'is', null), eb('last_delivered_message_id', '<', position)]),
    )
    .returning(['last_read_message_id'])
    .executeTakeFirst();
}

/** Of these users, the members of a conversation other than `exceptUserId` (`{ user_id }`). */
export function findMembersAmong(db: Db, chatId: number, userIds: readonly number[], exceptUserId: number) {
  return db
    .selectFrom('chat_members')
    .select('user_id')
    .where('chat_id', '=', chatId)
    .where('user_id', 'in', [...userIds])
    .where('user_id', '!=', exceptUserId)
    .execute();
}

/** Adds one to these members' mention counts. */
export async function addMention(db: Db, chatId: number, userIds: readonly number[]): Promise<void> {
  await db
    .updateTable('chat_members')
    .set((eb) => ({ mention_count: eb('mention_count', '+', 1) }))
    .where('chat_id', '=', chatId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The other member of a conversation (a direct chat's), with their read count and mute, or undefined. */
export function findOtherMember(db: Db, chatId: number, userId: number) {
  return db
    .selectFrom('chat_members')
    .select(['user_id', 'read_count', 'muted'])
    .where('chat_id', '=', chatId)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
}
