/**
 * What every change of a conversation shares: who may take part, the system line a change shows,
 * its events, and the transaction that runs it with the actor's access (chat.service.ts and
 * members/change-members.ts).
 */
import { chatRoom, userRoom } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { PendingEvents } from '../../platform/realtime';
import { type ChatAccess, openChat } from './chat.access';
import { insertSystemLine, type StoredSystemLine, toMessage } from './chat.repository';

/** Of these users, the active ones holding chat.view (who may take part in back-office conversations). */
export async function chatUsers(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
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
export async function requireChatUsers(db: Db, field: string, userIds: readonly number[]): Promise<void> {
  const found = await chatUsers(db, userIds);
  const index = userIds.findIndex((id) => !found.has(id));
  if (index >= 0) throw fieldError(`${field}.${index}`, 'invalid_value');
}

/** A change's events: the room's screens refetch; the people concerned see their list change. */
export function announceChange(pending: PendingEvents, chatId: number, userIds: readonly number[] = []) {
  pending.add(chatRoom(chatId), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
  for (const id of userIds)
    pending.add(userRoom(id), { type: 'chat.updated', id: chatId, data: { chat_id: chatId } });
}

export async function systemLine(
  db: Db,
  pending: PendingEvents,
  chatId: number,
  line: StoredSystemLine,
  now: string,
) {
  const row = await insertSystemLine(db, chatId, line, now);
  pending.add(chatRoom(chatId), { type: 'chat.message_created', id: chatId, data: await toMessage(db, row) });
}

/** Runs a change of a conversation in a transaction, with the actor's access, then announces it. */
export async function change(
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
