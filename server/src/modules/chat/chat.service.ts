/**
 * Conversations and their participants. Rules owned here:
 * - SPEC §5: at least one participant; a direct chat has exactly one other person, and opening
 *   one with someone returns the existing one (get or create; a unique key makes two impossible
 *   even when both people open it at the same moment);
 * - participants are active users holding chat.view (the public channel is open to anyone signed in);
 * - chat admins manage participants and settings; a conversation keeps at least one admin; one
 *   may always leave; a direct chat keeps its two people;
 * - every change shows as a system line in the conversation, is audited, and reaches the screens
 *   once committed (a removed participant's sockets leave the room at once).
 */
import {
  buildSearchText,
  type ChatCreateInput,
  type ChatDetail,
  type ChatMemberRole,
  type ChatMembersAddInput,
  type ChatMembershipInput,
  type ChatUpdateInput,
  chatRoom,
  userRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { PendingEvents } from '../../platform/realtime';
import { type ChatAccess, openChat, requireAbility } from './chat.access';
import { buildDetail } from './chat.queries';
import {
  findMember,
  insertMembers,
  insertSystemLine,
  type StoredSystemLine,
  toMessage,
} from './chat.repository';

/** Of these users, the active ones holding chat.view (who may take part in back-office conversations). */
async function chatUsers(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.name'])
    .where('users.id', 'in', [...userIds])
    .where('users.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('permissions.name', '=', 'chat.view'),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every id must be a person who can chat; otherwise the field says which one is wrong. */
async function requireChatUsers(db: Db, field: string, userIds: readonly number[]): Promise<void> {
  const found = await chatUsers(db, userIds);
  const index = userIds.findIndex((id) => !found.has(id));
  if (index >= 0) throw fieldError(`${field}.${index}`, 'invalid_value');
}

/** A change's events: the room's screens refetch; the people concerned see their list change. */
function announceChange(pending: PendingEvents, chatId: number, userIds: readonly number[] = []) {
  pending.add(chatRoom(chatId), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
  for (const id of userIds)
    pending.add(userRoom(id), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
}

async function systemLine(
  db: Db,
  pending: PendingEvents,
  chatId: number,
  line: StoredSystemLine,
  now: string,
) {
  const row = await insertSystemLine(db, chatId, line, now);
  pending.add(chatRoom(chatId), { type: 'chat.message_created', id: chatId, data: await toMessage(db, row) });
}

export async function createChat(ctx: ServiceContext, input: ChatCreateInput): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  const participants = [...new Set(input.participant_ids.filter((id) => id !== actor.id))];
  if (participants.length === 0) throw fieldError('participant_ids', 'chat_participants_required');
  const pending = new PendingEvents();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await requireChatUsers(trx, 'participant_ids', participants);
    const isPublic = input.type === 'channel' && input.is_public;
    if (isPublic) await requireNoOtherPublic(trx, null);
    const now = nowIso();
    const chat = await trx
      .insertInto('chats')
      .values({
        type: input.type,
        name: input.name,
        title: input.title,
        description: input.description,
        status: 'active',
        is_public: isPublic,
        direct_key: null,
        search_text: buildSearchText([input.name, input.title]),
        message_count: 0,
        member_count: 0,
        last_message_id: null,
        last_message_at: null,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertMembers(trx, chat, [actor.id], 'admin', now);
    await insertMembers(trx, chat, participants, 'member', now);
    await insertSystemLine(
      trx,
      chat.id,
      { action: 'created', actor_id: actor.id, user_ids: [], value: input.name },
      now,
    );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chat.id,
      event: 'created',
      newValues: { type: input.type, name: input.name, is_public: isPublic, participant_ids: participants },
    });
    announceChange(pending, chat.id, participants);
    return chat.id;
  });
  pending.publishAll(ctx.services.realtime);
  return buildDetail(ctx, id);
}

async function requireNoOtherPublic(db: Db, exceptId: number | null): Promise<void> {
  const other = await db
    .selectFrom('chats')
    .select('id')
    .where('is_public', '=', true)
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (other) throw new AppError('chat.public_exists');
}

/** SPEC §7 "get or create": the direct chat with this person, made the first time. */
export async function getOrCreateDirect(
  ctx: ServiceContext,
  userId: number,
): Promise<{ detail: ChatDetail; created: boolean }> {
  const actor = requireActor(ctx);
  if (userId === actor.id) throw new AppError('chat.get_or_create_failed');
  const key = `${Math.min(actor.id, userId)}:${Math.max(actor.id, userId)}`;
  const existing = async () =>
    ctx.db.selectFrom('chats').select('id').where('direct_key', '=', key).executeTakeFirst();
  const found = await existing();
  if (found) return { detail: await buildDetail(ctx, found.id), created: false };
  const people = await chatUsers(ctx.db, [actor.id, userId]);
  const other = people.get(userId);
  if (!other || !people.has(actor.id)) throw new AppError('chat.get_or_create_failed');
  const pending = new PendingEvents();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const chat = await trx
        .insertInto('chats')
        .values({
          type: 'direct',
          name: '',
          title: null,
          description: null,
          status: 'active',
          is_public: false,
          direct_key: key,
          search_text: buildSearchText([people.get(actor.id), other]),
          message_count: 0,
          member_count: 0,
          last_message_id: null,
          last_message_at: null,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await insertMembers(trx, chat, [actor.id, userId], 'member', now);
      await recordAudit(trx, ctx, {
        model: 'chat',
        recordId: chat.id,
        event: 'created',
        newValues: { type: 'direct', participant_ids: [userId] },
      });
      announceChange(pending, chat.id, [userId]);
      return chat.id;
    });
    pending.publishAll(ctx.services.realtime);
    return { detail: await buildDetail(ctx, id), created: true };
  } catch (error) {
    // Both people opened it at the same moment: the other request made it.
    if (!isUniqueViolation(error)) throw error;
    const made = await existing();
    if (!made) throw new AppError('chat.get_or_create_failed', { cause: error });
    return { detail: await buildDetail(ctx, made.id), created: false };
  }
}

/** Runs a change of a conversation in a transaction, with the actor's access, then announces it. */
async function change(
  ctx: ServiceContext,
  chatId: number,
  run: (trx: Db, access: ChatAccess, pending: PendingEvents, now: string) => Promise<void>,
): Promise<void> {
  const pending = new PendingEvents();
  await ctx.db.transaction().execute(async (trx) => {
    const access = await openChat(ctx, trx, chatId);
    await run(trx, access, pending, nowIso());
  });
  pending.publishAll(ctx.services.realtime);
}

export async function updateChat(
  ctx: ServiceContext,
  chatId: number,
  input: ChatUpdateInput,
): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  await change(ctx, chatId, async (trx, access, pending, now) => {
    requireAbility(access, 'editSettings');
    const { chat } = access;
    if (input.is_public && chat.type !== 'channel') throw fieldError('is_public', 'invalid_value');
    if (input.is_public && !toBool(chat.is_public)) await requireNoOtherPublic(trx, chat.id);
    const name = input.name ?? chat.name;
    const title = input.title === undefined ? chat.title : input.title;
    await trx
      .updateTable('chats')
      .set({
        name,
        title,
        description: input.description === undefined ? chat.description : input.description,
        status: input.status ?? chat.status,
        is_public: input.is_public ?? toBool(chat.is_public),
        search_text: buildSearchText([name, title]),
        updated_at: now,
      })
      .where('id', '=', chat.id)
      .execute();
    if (input.name !== undefined && input.name !== chat.name)
      await systemLine(
        trx,
        pending,
        chat.id,
        { action: 'renamed', actor_id: actor.id, user_ids: [], value: input.name },
        now,
      );
    if (input.status !== undefined && input.status !== chat.status)
      await systemLine(
        trx,
        pending,
        chat.id,
        { action: 'status_changed', actor_id: actor.id, user_ids: [], value: input.status },
        now,
      );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chat.id,
      event: 'updated',
      oldValues: {
        name: chat.name,
        title: chat.title,
        description: chat.description,
        status: chat.status,
        is_public: toBool(chat.is_public),
      },
      newValues: { ...input },
    });
    announceChange(pending, chat.id);
  });
  return buildDetail(ctx, chatId);
}

/** My own pin, archive and mute of a conversation. */
export async function updateMembership(
  ctx: ServiceContext,
  chatId: number,
  input: ChatMembershipInput,
): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  await change(ctx, chatId, async (trx, _access, pending) => {
    await trx
      .updateTable('chat_members')
      .set({
        ...(input.is_pinned === undefined ? {} : { is_pinned: input.is_pinned }),
        ...(input.is_archived === undefined ? {} : { is_archived: input.is_archived }),
        ...(input.muted === undefined ? {} : { muted: input.muted }),
      })
      .where('chat_id', '=', chatId)
      .where('user_id', '=', actor.id)
      .execute();
    pending.add(userRoom(actor.id), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
  });
  return buildDetail(ctx, chatId);
}

export async function addMembers(
  ctx: ServiceContext,
  chatId: number,
  input: ChatMembersAddInput,
): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  await change(ctx, chatId, async (trx, access, pending, now) => {
    requireAbility(access, 'manageMembers');
    await requireChatUsers(trx, 'user_ids', input.user_ids);
    const added = await insertMembers(trx, access.chat, input.user_ids, input.role, now);
    if (added.length === 0) return;
    await systemLine(
      trx,
      pending,
      chatId,
      { action: 'members_added', actor_id: actor.id, user_ids: added, value: input.role },
      now,
    );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chatId,
      event: 'updated',
      newValues: { action: 'members_added', user_ids: added, role: input.role },
    });
    announceChange(pending, chatId, added);
  });
  return buildDetail(ctx, chatId);
}

async function adminCount(db: Db, chatId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_members')
    .select((eb) => eb.fn.countAll<number>().as('admins'))
    .where('chat_id', '=', chatId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.admins);
}

export async function changeMemberRole(
  ctx: ServiceContext,
  chatId: number,
  userId: number,
  role: ChatMemberRole,
): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  await change(ctx, chatId, async (trx, access, pending, now) => {
    requireAbility(access, 'manageMembers');
    const member = await findMember(trx, chatId, userId);
    if (!member) throw notFound();
    if (member.role === role) return;
    if (member.role === 'admin' && (await adminCount(trx, chatId)) <= 1)
      throw new AppError('chat.last_admin');
    await trx
      .updateTable('chat_members')
      .set({ role })
      .where('chat_id', '=', chatId)
      .where('user_id', '=', userId)
      .execute();
    await systemLine(
      trx,
      pending,
      chatId,
      { action: 'role_changed', actor_id: actor.id, user_ids: [userId], value: role },
      now,
    );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chatId,
      event: 'updated',
      oldValues: { user_id: userId, role: member.role },
      newValues: { action: 'role_changed', user_id: userId, role },
    });
    announceChange(pending, chatId, [userId]);
  });
  return buildDetail(ctx, chatId);
}

/** An admin removes someone, or someone leaves; their sockets leave the room at once. */
export async function removeMember(ctx: ServiceContext, chatId: number, userId: number): Promise<void> {
  const actor = requireActor(ctx);
  const leaving = userId === actor.id;
  await change(ctx, chatId, async (trx, access, pending, now) => {
    if (access.chat.type === 'direct') throw new AppError('chat.direct_fixed');
    if (!leaving) requireAbility(access, 'manageMembers');
    const member = await findMember(trx, chatId, userId);
    if (!member) throw notFound();
    if (member.role === 'admin' && (await adminCount(trx, chatId)) <= 1 && access.chat.member_count > 1)
      throw new AppError('chat.last_admin');
    await trx
      .deleteFrom('chat_members')
      .where('chat_id', '=', chatId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('chats')
      .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
      .where('id', '=', chatId)
      .execute();
    await systemLine(
      trx,
      pending,
      chatId,
      {
        action: leaving ? 'member_left' : 'member_removed',
        actor_id: actor.id,
        user_ids: [userId],
        value: null,
      },
      now,
    );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chatId,
      event: 'updated',
      oldValues: { user_id: userId, role: member.role },
      newValues: { action: leaving ? 'member_left' : 'member_removed', user_id: userId },
    });
    announceChange(pending, chatId);
    pending.add(userRoom(userId), { type: 'chat.removed', id: chatId, data: { chat_id: chatId } });
  });
  ctx.services.realtime.removeFromRoom(userId, chatRoom(chatId));
}
