import type { Db } from '../../db/database';
import { keysetPage, type PageStart } from '../../db/keyset';
import type { InboxItemsTable } from './inbox.table';

export type InboxRow = Omit<InboxItemsTable, 'id'> & { id: number };

export async function insertInboxItems(
  db: Db,
  items: readonly Omit<InboxRow, 'id' | 'read_at'>[],
): Promise<InboxRow[]> {
  if (items.length === 0) return [];
  return db
    .insertInto('inbox_items')
    .values(items.map((item) => ({ ...item, read_at: null })))
    .returningAll()
    .execute();
}

/** One page of a person's inbox, newest first, and one row more (see db/keyset.ts). */
export function listInboxPage(db: Db, userId: number, unreadOnly: boolean, start: PageStart) {
  const query = db
    .selectFrom('inbox_items')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(unreadOnly, (qb) => qb.where('read_at', 'is', null));
  return keysetPage(
    query,
    { column: 'inbox_items.id', id: 'inbox_items.id', direction: 'desc' },
    start,
  ).execute();
}

export async function countInbox(db: Db, userId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('read_at', 'is', null).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Marks one item (or all, without an id) as read; returns how many changed. */
export async function markInboxRead(db: Db, userId: number, readAt: string, id?: number): Promise<number> {
  const result = await db
    .updateTable('inbox_items')
    .set({ read_at: readAt })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(id !== undefined, (qb) => qb.where('id', '=', id as number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findInboxItem(db: Db, userId: number, id: number): Promise<InboxRow | undefined> {
  return db
    .selectFrom('inbox_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
