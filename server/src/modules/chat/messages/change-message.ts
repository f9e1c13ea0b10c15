/**
 * Changing a sent message. Rules owned here:
 * - the author edits their message, saying why if they wish; a moderator may change someone
 *   else's, always with a reason (the previous text and the reason are kept);
 * - the author, or a moderator, removes with a reason: the text leaves the message and is kept in
 *   the audit log only;
 * - reactions toggle; pins follow chatAbilities.pin. A removed message cannot change.
 */
import { type ChatMessage, type ChatMessageEditInput, type ChatReaction, chatRoom } from '@pickleball/domain';
import type { Db } from '../../../db/database';
import { nowIso, toBool } from '../../../db/dialect';
import { recordAudit } from '../../../platform/audit';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, fieldError, notFound } from '../../../platform/errors';
import { type ChatAccess, openChat, requireAbility } from '../chat.access';
import { chatAudience } from '../chat.change';
import {
  deleteMessageEdits,
  deleteReaction,
  findMessage,
  insertMessageEdit,
  insertReaction,
  type MessageRow,
  toMessage,
  updateMessage,
  updateMessageBody,
} from '../chat.messages.repository';

/** Loads a message for a change, in the caller's transaction; removed messages cannot change. */
async function messageForChange(trx: Db, chatId: number, messageId: number): Promise<MessageRow> {
  const message = await findMessage(trx, chatId, messageId);
  if (!message || message.type === 'system') throw notFound();
  if (message.removed_at !== null) throw new AppError('chat.message_removed');
  return message;
}

/**
 * Runs a change of one message and announces it to the conversation's room. An edit or a removal
 * of the conversation's last message changes what every member's list shows (its preview): then
 * to their own rooms as well. Counts do not move: a removed message stays counted as it was.
 */
async function changeMessage(
  ctx: ServiceContext,
  chatId: number,
  messageId: number,
  run: (trx: Db, access: ChatAccess, message: MessageRow, now: string) => Promise<void>,
): Promise<ChatMessage> {
  const shown = await runChange(ctx, async (trx, pending) => {
    const access = await openChat(ctx, trx, chatId);
    const message = await messageForChange(trx, chatId, messageId);
    await run(trx, access, message, nowIso());
    const after = await toMessage(trx, (await findMessage(trx, chatId, messageId)) as MessageRow);
    const changesPreview =
      access.chat.last_message_id === messageId && (after.removed !== null || after.body !== message.body);
    const rooms = changesPreview ? await chatAudience(trx, access.chat) : chatRoom(chatId);
    pending.add(rooms, { type: 'chat.message_updated', id: chatId, data: after });
    return after;
  });
  return shown;
}

export const editMessage = (
  ctx: ServiceContext,
  chatId: number,
  messageId: number,
  input: ChatMessageEditInput,
) =>
  changeMessage(ctx, chatId, messageId, async (trx, access, message, now) => {
    const actor = requireActor(ctx);
    if (message.user_id !== actor.id) {
      if (!access.abilities.moderate) throw new AppError('chat.not_author');
      if (!input.reason) throw fieldError('reason', 'required');
    }
    if (access.chat.status !== 'active') throw new AppError('chat.read_only');
    if (input.body === message.body) return;
    await insertMessageEdit(trx, {
      message_id: messageId,
      previous_body: message.body,
      // The column holds text: no reason is stored as '' and answered as null.
      reason: input.reason ?? '',
      editor_id: actor.id,
      created_at: now,
    });
    await updateMessageBody(trx, messageId, input.body, now);
    await recordAudit(trx, ctx, {
      model: 'chat_message',
      recordId: messageId,
      event: 'updated',
      oldValues: { body: message.body },
      newValues: { action: 'edited', chat_id: chatId, body: input.body, reason: input.reason },
    });
  });

/** The text leaves the message (everyone sees "removed by {name}: {reason}"); the audit log keeps it. */
export const removeMessage = (ctx: ServiceContext, chatId: number, messageId: number, reason: string) =>
  changeMessage(ctx, chatId, messageId, async (trx, access, message, now) => {
    const actor = requireActor(ctx);
    if (message.user_id !== actor.id) requireAbility(access, 'moderate');
    await updateMessage(trx, messageId, {
      body: '',
      attachments: '[]',
      is_pinned: false,
      pinned_by: null,
      pinned_at: null,
      removed_at: now,
      removed_by: actor.id,
      removal_reason: reason,
    });
    // Earlier versions go too: only the audit log keeps the text, for those holding audit.view.
    await deleteMessageEdits(trx, messageId);
    await recordAudit(trx, ctx, {
      model: 'chat_message',
      recordId: messageId,
      event: 'deleted',
      oldValues: {
        body: message.body,
        attachments: JSON.parse(message.attachments) as unknown,
        author_id: message.user_id,
      },
      newValues: { action: 'removed', chat_id: chatId, reason },
    });
  });

export const toggleReaction = (ctx: ServiceContext, chatId: number, messageId: number, emoji: ChatReaction) =>
  changeMessage(ctx, chatId, messageId, async (trx, access, _message, now) => {
    const actor = requireActor(ctx);
    // Anyone may react (in an announcement channel too) while the conversation is open.
    if (access.chat.status !== 'active') throw new AppError('chat.read_only');
    const removed = await deleteReaction(trx, messageId, actor.id, emoji);
    if (Number(removed.numDeletedRows) > 0) return;
    await insertReaction(trx, { message_id: messageId, user_id: actor.id, emoji, created_at: now });
  });

export const pinMessage = (ctx: ServiceContext, chatId: number, messageId: number, pinned: boolean) =>
  changeMessage(ctx, chatId, messageId, async (trx, access, message, now) => {
    requireAbility(access, 'pin');
    if (toBool(message.is_pinned) === pinned) return;
    await updateMessage(trx, messageId, {
      is_pinned: pinned,
      pinned_by: pinned ? requireActor(ctx).id : null,
      pinned_at: pinned ? now : null,
    });
  });
