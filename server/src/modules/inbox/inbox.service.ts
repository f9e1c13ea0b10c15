/**
 * The in-app inbox: notifications for one user (a player asked to confirm a match result, a
 * result approved or rejected). Rules owned here:
 * - items are written in the transaction of the change that causes them, and reach the user's
 *   open screens (room user:<id>) only once it committed;
 * - a user reads and marks only their own items.
 */
import { type InboxItem, type InboxListQuery, type InboxType, userRoom } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf } from '../../platform/list-page';
import type { PendingEvents } from '../../platform/realtime';
import { toInboxItem } from './inbox.mapper';
import {
  countInbox,
  findInboxItem,
  insertInboxItems,
  listInboxPage,
  markInboxRead,
} from './inbox.repository';

/** Puts one item in each user's inbox (inside the caller's transaction) and queues its event. */
export async function notifyUsers(
  db: Db,
  pending: PendingEvents,
  userIds: readonly number[],
  type: InboxType,
  data: InboxItem['data'],
): Promise<void> {
  const createdAt = nowIso();
  const rows = await insertInboxItems(
    db,
    [...new Set(userIds)].map((user_id) => ({
      user_id,
      type,
      data: JSON.stringify(data),
      created_at: createdAt,
    })),
  );
  for (const row of rows)
    pending.add(userRoom(row.user_id), { type: 'notification.created', id: row.id, data: toInboxItem(row) });
}

export async function listInbox(ctx: ServiceContext, query: InboxListQuery) {
  const actor = requireActor(ctx);
  const window = listWindow(query, '-id');
  const [found, counts] = await Promise.all([
    listInboxPage(ctx.db, actor.id, query.unread === true, window),
    countInbox(ctx.db, actor.id),
  ]);
  const { rows, meta } = pageOf(window, query.unread ? counts.unread : counts.total, found);
  return { data: rows.map(toInboxItem), meta: { ...meta, unread: counts.unread } };
}

export async function readInboxItem(ctx: ServiceContext, id: number): Promise<InboxItem> {
  const actor = requireActor(ctx);
  await markInboxRead(ctx.db, actor.id, nowIso(), id);
  const row = await findInboxItem(ctx.db, actor.id, id);
  if (!row) throw notFound();
  await announceUnread(ctx, actor.id);
  return toInboxItem(row);
}

export async function readAllInbox(ctx: ServiceContext): Promise<number> {
  const actor = requireActor(ctx);
  const count = await markInboxRead(ctx.db, actor.id, nowIso());
  await announceUnread(ctx, actor.id);
  return count;
}

/** Every open tab of the user follows what one of them read (the bell's count). */
async function announceUnread(ctx: ServiceContext, userId: number): Promise<void> {
  const { unread } = await countInbox(ctx.db, userId);
  ctx.services.realtime.publish(userRoom(userId), {
    type: 'notification.read',
    id: userId,
    data: { unread },
  });
}
