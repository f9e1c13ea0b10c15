/**
 * Sending a message. Rules owned here:
 * - a message is stored once per client id and sender: a resend (lost answer, offline queue)
 *   answers the stored message (200) instead of a second one;
 * - counters move in the sending transaction: the conversation's count (the message's `seq`),
 *   the sender's read position (posting counts as reading), the mentioned members' mention
 *   counts; so unread counts stay exact under concurrent sends and reads;
 * - mentions notify the person even in a muted conversation; a direct message notifies the other
 *   person when it is the first one they have not read (not once per message);
 * - floods are refused per person (CHAT_RATE_LIMIT → 429 chat.rate_limited);
 * - the message reaches every member's own room as well as the conversation's, in one emit.
 */
import {
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageInput,
  chatPreview,
  chatRoom,
  userRoom,
} from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Db } from '../../../db/database';
import { isUniqueViolation, nowIso, toBool } from '../../../db/dialect';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError, fieldError } from '../../../platform/errors';
import { toStoredImage } from '../../files/files.mapper';
import { notify } from '../../notifications/notifications.notify';
import { type ChatAccess, openChat } from '../chat.access';
import { chatAudience } from '../chat.change';
import {
  attachFiles,
  countNewMessage,
  findMessage,
  findMessageByClientId,
  findOwnUpload,
  insertMentions,
  insertMessage,
  type MessageRow,
  setLastMessage,
  toMessage,
} from '../chat.messages.repository';
import {
  addMention,
  findActiveLocales,
  findMembersAmong,
  findOtherMember,
  findPeople,
  updateMember,
} from '../chat.repository';

/**
 * Attachments as stored: images are the sender's own uploads for chat (their URLs rebuilt from
 * the files table, never taken from the client) and become the message's; files likewise.
 */
async function claimAttachments(
  db: Db,
  actorId: number,
  attachments: readonly ChatAttachment[],
): Promise<{ stored: ChatAttachment[]; fileIds: number[] }> {
  const stored: ChatAttachment[] = [];
  const fileIds: number[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const uuid = attachment.kind === 'image' ? attachment.image.id : fileUuidOf(attachment.url);
    const row = uuid
      ? await findOwnUpload(db, uuid, attachment.kind === 'image' ? 'chat_image' : 'chat_file', actorId)
      : undefined;
    if (!row || (row.owner_type !== null && row.owner_type !== 'chat_message'))
      throw fieldError(`attachments.${index}`, 'invalid_value');
    fileIds.push(row.id);
    stored.push(
      attachment.kind === 'image'
        ? { kind: 'image', image: toStoredImage(row) }
        : { kind: 'file', name: attachment.name, url: attachment.url, type: row.mime, size: row.bytes },
    );
  }
  return { stored, fileIds };
}

/** `/api/v1/chat-files/<uuid>/<name>` → the uuid. */
export function fileUuidOf(url: string): string | null {
  return /^\/api\/v1\/chat-files\/([0-9a-f-]{36})\/[^/]+$/.exec(url)?.[1] ?? null;
}

interface Alert {
  userId: number;
  kind: 'mention' | 'direct';
}

/** Mention and direct-message alerts through the notification channels, in each person's language. */
async function sendAlerts(
  ctx: ServiceContext,
  trx: Db,
  access: ChatAccess,
  message: MessageRow,
  alerts: readonly Alert[],
): Promise<void> {
  if (alerts.length === 0) return;
  const actor = requireActor(ctx);
  const recipients = await findActiveLocales(
    trx,
    alerts.map((alert) => alert.userId),
  );
  const author = (await findPeople(trx, [actor.id])).get(actor.id)?.name ?? '';
  const chatName = access.chat.type === 'direct' ? author : access.chat.name;
  for (const alert of alerts) {
    const recipient = recipients.find((row) => row.id === alert.userId);
    if (!recipient) continue;
    const t = ctx.services.translator.t((recipient.locale === 'vi' ? 'vi' : 'en') as Locale);
    const values = { name: author, chat: chatName, preview: chatPreview(message.body, 140) || '📎' };
    await notify(trx, {
      category: 'chat',
      subject: t(
        alert.kind === 'mention' ? 'chat-messages:alert.mention' : 'chat-messages:alert.direct',
        values,
      ),
      content: values.preview,
      link: `/chat/${access.chat.id}`,
      channels: ['in_app', 'push'],
      recipientType: 'specific_users',
      recipients: { user_ids: [alert.userId] },
      createdBy: actor.id,
      metadata: { chat_id: access.chat.id, message_id: message.id },
    });
  }
}

export async function sendMessage(
  ctx: ServiceContext,
  chatId: number,
  input: ChatMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const actor = requireActor(ctx);
  const again = await findMessageByClientId(ctx.db, actor.id, input.client_id);
  if (again) {
    if (again.chat_id !== chatId) throw fieldError('client_id', 'invalid_value');
    return { message: await toMessage(ctx.db, again), created: false };
  }
  const wait = ctx.services.limiters.chatMessages.hit(String(actor.id));
  if (wait > 0)
    throw new AppError('chat.rate_limited', {
      values: { seconds: wait },
      headers: { 'retry-after': String(wait) },
    });
  try {
    const row = await runChange(ctx, async (trx, pending) => {
      const access = await openChat(ctx, trx, chatId);
      if (access.chat.status !== 'active') throw new AppError('chat.read_only');
      if (!access.abilities.post) throw new AppError('chat.announcement_only');
      if (input.reply_to_id !== null && !(await findMessage(trx, chatId, input.reply_to_id)))
        throw fieldError('reply_to_id', 'invalid_value');
      const { stored, fileIds } = await claimAttachments(trx, actor.id, input.attachments);
      const mentioned = input.mentioned_user_ids.length
        ? (await findMembersAmong(trx, chatId, input.mentioned_user_ids, actor.id)).map(
            (member) => member.user_id,
          )
        : [];
      const now = nowIso();
      // The row lock that orders concurrent sends: each message takes the next count.
      const counted = await countNewMessage(trx, chatId, now);
      const seq = counted.message_count;
      const message = await insertMessage(trx, {
        chat_id: chatId,
        seq,
        user_id: actor.id,
        client_id: input.client_id,
        type: 'text',
        body: input.body,
        system: null,
        reply_to_id: input.reply_to_id,
        mentions: JSON.stringify(mentioned),
        attachments: JSON.stringify(stored),
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
      await setLastMessage(trx, chatId, message.id);
      if (fileIds.length > 0) await attachFiles(trx, fileIds, message.id);
      // Posting counts as reading.
      await updateMember(trx, chatId, actor.id, {
        read_count: seq,
        mention_count: 0,
        last_read_message_id: message.id,
        last_delivered_message_id: message.id,
        last_read_at: now,
      });
      const alerts: Alert[] = mentioned.map((userId) => ({ userId, kind: 'mention' }));
      if (mentioned.length > 0) {
        await insertMentions(
          trx,
          mentioned.map((user_id) => ({ message_id: message.id, chat_id: chatId, user_id, seq })),
        );
        await addMention(trx, chatId, mentioned);
      }
      if (access.chat.type === 'direct') {
        // The other person hears of the first message they have not read, unless they muted the chat.
        const other = await findOtherMember(trx, chatId, actor.id);
        if (
          other &&
          !toBool(other.muted) &&
          other.read_count === seq - 1 &&
          !mentioned.includes(other.user_id)
        )
          alerts.push({ userId: other.user_id, kind: 'direct' });
      }
      await sendAlerts(ctx, trx, access, message, alerts);
      const shown = await toMessage(trx, message);
      // One emit to the conversation's room and every member's own (chatAudience): the menu
      // badge and the list of each member follow, whichever rooms their pages hold.
      pending.add(await chatAudience(trx, access.chat), {
        type: 'chat.message_created',
        id: chatId,
        data: shown,
      });
      // Posting counts as reading: my other tabs' counts follow (my room), the ticks too (the chat's).
      pending.add([chatRoom(chatId), userRoom(actor.id)], {
        type: 'chat.read',
        id: chatId,
        data: {
          chat_id: chatId,
          user_id: actor.id,
          last_read_message_id: message.id,
          last_delivered_message_id: message.id,
        },
      });
      return message;
    });
    return { message: await toMessage(ctx.db, row), created: true };
  } catch (error) {
    // The same client id sent twice at once: the other request stored it.
    if (!isUniqueViolation(error)) throw error;
    const stored = await findMessageByClientId(ctx.db, actor.id, input.client_id);
    if (!stored) throw error;
    return { message: await toMessage(ctx.db, stored), created: false };
  }
}
