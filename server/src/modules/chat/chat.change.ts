/**
 * What every change of a conversation shares: who may take part, the system line a change shows,
 * its events, and the transaction that runs it with the actor's access (chat.service.ts and
 * members/change-members.ts).
 */
import { chatRoom, type RealtimeRoom, userRoom } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { runChange } from '../../platform/change';
import type { ServiceContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import type { PendingEvents } from '../../platform/realtime';
import { type ChatAccess, openChat } from './chat.access';
import { insertSystemLine, type StoredSystemLine, toMessage } from './chat.messages.repository';
import { type ChatRow, findChatUsers, findListeningMembers } from './chat.repository';

/** Of these users, the active ones holding chat.view (who may take part in back-office conversations). */
export async function chatUsers(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await findChatUsers(db, userIds);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every id must be a person who can chat; otherwise the field says which one is wrong. */
export async function requireChatUsers(db: Db, field: string, userIds: readonly number[]): Promise<void> {
  const found = await chatUsers(db, userIds);
  const index = userIds.findIndex((id) => !found.has(id));
  if (index >= 0) throw fieldError(`${field}.${index}`, 'invalid_value');
}

/**
 * Where a conversation's news goes, in one emit: its room (the open page: typing, ticks) and each
 * listening member's own room (ARCHITECTURE "Realtime": what concerns a person goes to their
 * room), so the menu badge and the list follow every conversation, not only the ones whose rooms
 * a page holds. A socket in several of these rooms hears the event once.
 *
 * The public channel: every signed-in user may open it, but a user becomes a member (a row, with
 * a read position) only on first opening it, starting with nothing unread (openChat,
 * insertMembers). Its news therefore goes to its members' rooms, the people who have counts in
 * it; someone who never opened it has no count to move, and hears of it by opening it.
 */
export async function chatAudience(db: Db, chat: Pick<ChatRow, 'id' | 'is_public'>): Promise<RealtimeRoom[]> {
  const members = await findListeningMembers(db, chat);
  return [chatRoom(chat.id), ...members.map(userRoom)];
}

/**
 * A change's events: the room's screens refetch, and every member's list (a name, a status, the
 * participants) follows; `userIds` (the people it is about, e.g. those just added) are told in
 * the same emit whatever else holds.
 */
export async function announceChange(
  db: Db,
  pending: PendingEvents,
  chat: Pick<ChatRow, 'id' | 'is_public'>,
  userIds: readonly number[] = [],
): Promise<void> {
  const rooms = new Set([...(await chatAudience(db, chat)), ...userIds.map(userRoom)]);
  pending.add([...rooms], { type: 'chat.updated', id: chat.id, data: { chat_id: chat.id } });
}

/** A system line (who joined, left, what changed): the conversation's new last line, for every member's list too. */
export async function systemLine(
  db: Db,
  pending: PendingEvents,
  chat: Pick<ChatRow, 'id' | 'is_public'>,
  line: StoredSystemLine,
  now: string,
) {
  const row = await insertSystemLine(db, chat.id, line, now);
  pending.add(await chatAudience(db, chat), {
    type: 'chat.message_created',
    id: chat.id,
    data: await toMessage(db, row),
  });
}

/** Runs a change of a conversation in a transaction, with the actor's access, then announces it. */
export async function change(
  ctx: ServiceContext,
  chatId: number,
  run: (trx: Db, access: ChatAccess, pending: PendingEvents, now: string) => Promise<void>,
): Promise<void> {
  await runChange(ctx, async (trx, pending) => {
    const access = await openChat(ctx, trx, chatId);
    await run(trx, access, pending, nowIso());
  });
}
