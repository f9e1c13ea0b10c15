/** Notifications (the sends): their rows, the staff list, and the template lookups of a send. */
import type { NotificationListQuery } from '@pickleball/domain';
import type { Updateable } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { NotificationsTable } from './notifications.table';

export type NotificationValues = Omit<NotificationsTable, 'id' | 'fanout_cursor'>;

/** The notification's row, if it exists. */
export async function findNotificationRow(db: Db, id: number) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The notification's id and status, if it exists. */
export async function findNotificationStatus(db: Db, id: number) {
  return db.selectFrom('notifications').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The notification's id, if it exists. */
export async function findNotificationId(db: Db, id: number) {
  return db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst();
}

/** Writes a notification; answers its id. */
export async function insertNotification(db: Db, values: NotificationValues): Promise<number> {
  const { id } = await db
    .insertInto('notifications')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes these columns of the notification. */
export async function updateNotification(
  db: Db,
  id: number,
  values: Updateable<NotificationsTable>,
): Promise<void> {
  await db.updateTable('notifications').set(values).where('id', '=', id).execute();
}

/** Changes these columns of the notification unless it was cancelled. */
export async function updateNotificationUnlessCancelled(
  db: Db,
  id: number,
  values: Updateable<NotificationsTable>,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set(values)
    .where('id', '=', id)
    .where('status', '!=', 'cancelled')
    .execute();
}

/** How many notifications there are per status (rows of status and count). */
export async function countNotificationsByStatus(db: Db) {
  return db
    .selectFrom('notifications')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

function baseQuery(db: Db) {
  return db
    .selectFrom('notifications')
    .leftJoin('users as creator', 'creator.id', 'notifications.created_by')
    .leftJoin('notification_templates as template', 'template.id', 'notifications.template_id');
}

const SELECTION = [
  'creator.name as creator_name',
  'creator.username as creator_username',
  'template.name as template_name',
] as const;

function selectRows(db: Db) {
  return baseQuery(db).selectAll('notifications').select(SELECTION);
}
export type NotificationListRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The notification as staff see it (with its creator's and template's names), if it exists. */
export async function findNotificationListRow(db: Db, id: number) {
  return selectRows(db).where('notifications.id', '=', id).executeTakeFirst();
}

function filteredNotifications(db: Db, query: NotificationListQuery) {
  let base = baseQuery(db);
  if (query.status) base = base.where('notifications.status', '=', query.status);
  if (query.category) base = base.where('notifications.category', '=', query.category);
  if (query.priority) base = base.where('notifications.priority', '=', query.priority);
  if (query.channel) base = base.where('notifications.channels', 'like', `%"${query.channel}"%`);
  if (query.search) {
    const term = query.search;
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('notifications.subject'), term),
        containsText(eb.ref('notifications.content'), term),
        containsText(eb.ref('template.name'), term),
      ]),
    );
  }
  return base;
}

/** The total of the filtered list. */
export function countNotifications(db: Db, query: NotificationListQuery): Promise<Total> {
  return countRows(db, filteredNotifications(db, query));
}

/** One page of the filtered list and one row more (see db/keyset.ts), by offset or after a cursor. */
export function listNotificationPage(db: Db, query: NotificationListQuery, start: PageStart) {
  const { field, direction } = query.sort;
  const key: SortKey = {
    column: `notifications.${field}`,
    id: 'notifications.id',
    direction,
    nullable: field === 'scheduled_at' || field === 'sent_at',
  };
  const rows = filteredNotifications(db, query).selectAll('notifications').select(SELECTION);
  return keysetPage(rows, key, start).execute();
}

/** A template's id and whether it is active, if it exists. */
export async function findTemplateActivity(db: Db, templateId: number) {
  return db
    .selectFrom('notification_templates')
    .select(['id', 'is_active'])
    .where('id', '=', templateId)
    .executeTakeFirst();
}

/** A template's translations (JSON), if it exists. */
export async function findTemplateTranslations(db: Db, templateId: number) {
  return db
    .selectFrom('notification_templates')
    .select('translations')
    .where('id', '=', templateId)
    .executeTakeFirst();
}

/** The ZNS template a notification template names (its row), if the template exists. */
export async function findTemplateZnsId(db: Db, templateId: number) {
  return db
    .selectFrom('notification_templates')
    .select('zns_template_id')
    .where('id', '=', templateId)
    .executeTakeFirst();
}
