/**
 * A conversation's participants: chat admins add them and change their roles; a conversation
 * keeps at least one admin; one may always leave; a direct chat keeps its two people; a removed
 * participant's sockets leave the room at once.
 */
import {
  type ChatDetail,
  type ChatMemberRole,
  type ChatMembersAddInput,
  chatRoom,
  userRoom,
} from '@pickleball/domain';
import { recordAudit } from '../../../platform/audit';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { requireAbility } from '../chat.access';
import { announceChange, change, requireChatUsers, systemLine } from '../chat.change';
import { buildDetail } from '../chat.queries';
import { countAdmins, deleteMember, findMember, insertMembers, updateMember } from '../chat.repository';

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
      access.chat,
      { action: 'members_added', actor_id: actor.id, user_ids: added, value: input.role },
      now,
    );
    await recordAudit(trx, ctx, {
      model: 'chat',
      recordId: chatId,
      event: 'updated',
      newValues: { action: 'members_added', user_ids: added, role: input.role },
    });
    await announceChange(trx, pending, access.chat, added);
  });
  return buildDetail(ctx, chatId);
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
    if (member.role === 'admin' && (await countAdmins(trx, chatId)) <= 1)
      throw new AppError('chat.last_admin');
    await updateMember(trx, chatId, userId, { role });
    await systemLine(
      trx,
      pending,
      access.chat,
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
    await announceChange(trx, pending, access.chat, [userId]);
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
    if (member.role === 'admin' && (await countAdmins(trx, chatId)) <= 1 && access.chat.member_count > 1)
      throw new AppError('chat.last_admin');
    await deleteMember(trx, chatId, userId);
    await systemLine(
      trx,
      pending,
      access.chat,
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
    await announceChange(trx, pending, access.chat);
    pending.add(userRoom(userId), { type: 'chat.removed', id: chatId, data: { chat_id: chatId } });
  });
  ctx.services.realtime.removeFromRoom(userId, chatRoom(chatId));
}
