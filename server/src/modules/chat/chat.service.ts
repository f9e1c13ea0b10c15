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
  type ChatMembershipInput,
  type ChatUpdateInput,
  userRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { isUniqueViolation, nowIso, toBool } from '../../db/dialect';
import { recordAudit } from '../../platform/audit';
import { runChange } from '../../platform/change';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { requireAbility } from './chat.access';
import { announceChange, change, chatUsers, requireChatUsers, systemLine } from './chat.change';
import { insertSystemLine } from './chat.messages.repository';
import { buildDetail } from './chat.queries';
import {
  findDirectChat,
  findOtherPublicChat,
  insertChat,
  insertMembers,
  updateChatRow,
  updateMember,
} from './chat.repository';

export async function createChat(ctx: ServiceContext, input: ChatCreateInput): Promise<ChatDetail> {
  const actor = requireActor(ctx);
  const participants = [...new Set(input.participant_ids.filter((id) => id !== actor.id))];
  if (participants.length === 0) throw fieldError('participant_ids', 'chat_participants_required');
  const id = await runChange(ctx, async (trx, pending) => {
    await requireChatUsers(trx, 'participant_ids', participants);
    const isPublic = input.type === 'channel' && input.is_public;
    if (isPublic) await requireNoOtherPublic(trx, null);
    const now = nowIso();
    const chat = await insertChat(trx, {
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
    });
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
    await announceChange(trx, pending, chat, participants);
    return chat.id;
  });
  return buildDetail(ctx, id);
}

async function requireNoOtherPublic(db: Db, exceptId: number | null): Promise<void> {
  const other = await findOtherPublicChat(db, exceptId);
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
  const existing = async () => findDirectChat(ctx.db, key);
  const found = await existing();
  if (found) return { detail: await buildDetail(ctx, found.id), created: false };
  const people = await chatUsers(ctx.db, [actor.id, userId]);
  const other = people.get(userId);
  if (!other || !people.has(actor.id)) throw new AppError('chat.get_or_create_failed');
  try {
    const id = await runChange(ctx, async (trx, pending) => {
      const now = nowIso();
      const chat = await insertChat(trx, {
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
      });
      await insertMembers(trx, chat, [actor.id, userId], 'member', now);
      await recordAudit(trx, ctx, {
        model: 'chat',
        recordId: chat.id,
        event: 'created',
        newValues: { type: 'direct', participant_ids: [userId] },
      });
      await announceChange(trx, pending, chat, [userId]);
      return chat.id;
    });
    return { detail: await buildDetail(ctx, id), created: true };
  } catch (error) {
    // Both people opened it at the same moment: the other request made it.
    if (!isUniqueViolation(error)) throw error;
    const made = await existing();
    if (!made) throw new AppError('chat.get_or_create_failed', { cause: error });
    return { detail: await buildDetail(ctx, made.id), created: false };
  }
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
    // Its news goes to those the conversation is open to once changed (chatAudience).
    const changed = { id: chat.id, is_public: input.is_public ?? toBool(chat.is_public) };
    await updateChatRow(trx, chat.id, {
      name,
      title,
      description: input.description === undefined ? chat.description : input.description,
      status: input.status ?? chat.status,
      is_public: input.is_public ?? toBool(chat.is_public),
      search_text: buildSearchText([name, title]),
      updated_at: now,
    });
    if (input.name !== undefined && input.name !== chat.name)
      await systemLine(
        trx,
        pending,
        changed,
        { action: 'renamed', actor_id: actor.id, user_ids: [], value: input.name },
        now,
      );
    if (input.status !== undefined && input.status !== chat.status)
      await systemLine(
        trx,
        pending,
        changed,
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
    await announceChange(trx, pending, changed);
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
  const values = {
    ...(input.is_pinned === undefined ? {} : { is_pinned: input.is_pinned }),
    ...(input.is_archived === undefined ? {} : { is_archived: input.is_archived }),
    ...(input.muted === undefined ? {} : { muted: input.muted }),
  };
  // The schema (patchSchema) refuses a body with none of them; an UPDATE with an empty SET is never built.
  if (Object.keys(values).length === 0) throw fieldError('_', 'patch_empty');
  await change(ctx, chatId, async (trx, _access, pending) => {
    await updateMember(trx, chatId, actor.id, values);
    pending.add(userRoom(actor.id), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
  });
  return buildDetail(ctx, chatId);
}
