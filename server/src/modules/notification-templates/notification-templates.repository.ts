import { foldForSearch, type TemplateListQuery } from '@pickleball/domain';
import { sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { NotificationTemplatesTable } from '../notifications/notifications.table';

export type NotificationTemplateValues = Omit<NotificationTemplatesTable, 'id'>;

const COLUMNS = [
  'id',
  'name',
  'type',
  'category',
  'translations',
  'variables',
  'zns_template_id',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export type NotificationTemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplateRow>>>;

export function findTemplateRow(db: Db, id: number) {
  return db.selectFrom('notification_templates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

function filtered(db: Db, query: TemplateListQuery) {
  return db
    .selectFrom('notification_templates')
    .$if(Boolean(query.search), (qb) =>
      qb.where(containsText(sql.ref('search_text'), foldForSearch(query.search ?? ''))),
    )
    .$if(query.type !== undefined, (qb) => qb.where('type', '=', query.type as string))
    .$if(query.category !== undefined, (qb) => qb.where('category', '=', query.category as string))
    .$if(query.is_active !== undefined, (qb) => qb.where('is_active', '=', query.is_active === 'true'));
}

/** One page and one row more (see db/keyset.ts), by offset or after a cursor, with the total. */
export async function listTemplatePage(db: Db, query: TemplateListQuery, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = { column: field === 'name' ? 'sort_name' : field, id: 'id', direction };
  const [rows, total] = await Promise.all([
    keysetPage(filtered(db, query).select(COLUMNS), key, start).execute(),
    countRows(db, filtered(db, query)),
  ]);
  return { rows, total };
}

export async function insertTemplate(db: Db, values: NotificationTemplateValues): Promise<number> {
  const { id } = await db
    .insertInto('notification_templates')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: Partial<NotificationTemplateValues>,
): Promise<void> {
  await db.updateTable('notification_templates').set(values).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notification_templates').where('id', '=', id).execute();
}

/**
 * Notifications still to be written from this template: waiting (pending) or going out now
 * (processing; each delivery is rendered when it is sent).
 */
export async function countPendingUses(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('template_id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
