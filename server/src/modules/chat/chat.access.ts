/**
 * Who may open a conversation: its participants holding chat.view, and for the public channel
 * anyone signed in (who becomes a member on first use, so that read positions and counts work).
 * A conversation one may not open answers 404, never 403: its existence is nobody else's business.
 */
import {
  type ChatAbilities,
  type ChatMemberRole,
  type ChatStatus,
  type ChatType,
  chatAbilities,
  hasPermission,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { type ChatRow, findChat, findMember, insertMembers, type MemberRow } from './chat.repository';

export interface ChatAccess {
  chat: ChatRow;
  member: MemberRow;
  role: ChatMemberRole;
  abilities: ChatAbilities;
}

export function abilitiesOf(chat: Pick<ChatRow, 'type' | 'status'>, role: string): ChatAbilities {
  return chatAbilities(role as ChatMemberRole, chat.type as ChatType, chat.status as ChatStatus);
}

/**
 * The actor's access to a conversation (inside the caller's transaction when it writes). The
 * public channel lets anyone signed in in while it is active, adding them as a member.
 */
export async function openChat(ctx: ServiceContext, db: Db, chatId: number): Promise<ChatAccess> {
  const actor = requireActor(ctx);
  const chat = await findChat(db, chatId);
  if (!chat) throw notFound();
  let member = await findMember(db, chatId, actor.id);
  const staff = hasPermission(actor, 'chat.view');
  if (toBool(chat.is_public)) {
    if (chat.status !== 'active' && !(member && staff)) throw new AppError('chat.unavailable');
    if (!member) {
      await insertMembers(db, chat, [actor.id], 'member', nowIso());
      member = await findMember(db, chatId, actor.id);
    }
  } else if (!member || !staff) throw notFound();
  if (!member) throw notFound();
  return { chat, member, role: member.role as ChatMemberRole, abilities: abilitiesOf(chat, member.role) };
}

/** Throws `chat.not_allowed` unless the ability holds. */
export function requireAbility(access: ChatAccess, ability: keyof ChatAbilities): void {
  if (!access.abilities[ability]) throw new AppError('chat.not_allowed');
}
