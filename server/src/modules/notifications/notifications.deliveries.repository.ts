/**
 * Deliveries (one per notification, channel and recipient): the fan-out's inserts, the sender's
 * claims and leases, the totals, and the delivery log staff read.
 */
import type { DeliveryListQuery, DeliveryStatus, NotificationChannel } from '@pickleball/domain';
import type { Locale } from '@pickleball/locales';
import type { Updateable } from 'kysely';
import { countRows, type Total } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText, type DialectName } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { NotificationDeliveriesTable } from './notifications.table';

export interface DeliveryInsert {
  notification_id: number;
  channel: NotificationChannel;
  recipient_key: string;
  user_id: number | null;
  locale: Locale;
  address: string | null;
  status: DeliveryStatus;
  skip_reason: string | null;
  sent_at?: string;
  provider_id?: number | null;
}

/** Writes the deliveries (500 a statement, existing ones left alone); answers those really written. */
export async function insertDeliveries(trx: Db, deliveries: DeliveryInsert[], now: string) {
  const inserted: { id: number; channel: string; user_id: number | null }[] = [];
  for (let start = 0; start < deliveries.length; start += 500) {
    const chunk = deliveries.slice(start, start + 500).map((delivery) => ({
      ...delivery,
      sent_at: delivery.sent_at ?? null,
      provider_id: delivery.provider_id ?? null,
      attempts: 0,
      next_attempt_at: delivery.status === 'queued' ? now : null,
      error: null,
      provider_message_id: null,
      locked_until: null,
      delivered_at: null,
      created_at: now,
      updated_at: now,
    }));
    inserted.push(
      ...(await trx
        .insertInto('notification_deliveries')
        .values(chunk)
        .onConflict((oc) => oc.columns(['notification_id', 'channel', 'recipient_key']).doNothing())
        .returning(['id', 'channel', 'user_id'])
        .execute()),
    );
  }
  return inserted;
}

/** Ids of the notification's due, unleased queued deliveries, in id order (locked on PostgreSQL). */
export async function listDueDeliveryIds(
  db: Db,
  notificationId: number,
  now: string,
  limit: number,
  dialect: DialectName,
) {
  return (
    db
      .selectFrom('notification_deliveries')
      .select('id')
      .where('notification_id', '=', notificationId)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      // A delivery whose worker died is free once its lease ran out (no heartbeat renewed it).
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
      .execute()
  );
}

/** Leases these deliveries until `until` where no lease holds them; answers the rows leased. */
export async function leaseDeliveries(db: Db, ids: readonly number[], now: string, until: string) {
  return db
    .updateTable('notification_deliveries')
    .set({ locked_until: until })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returningAll()
    .execute();
}

/** Moves the lease of these deliveries still queued under the lease `heldUntil` to `until`. */
export async function renewDeliveryLeases(
  db: Db,
  ids: readonly number[],
  heldUntil: string,
  until: string,
): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set({ locked_until: until })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .where('locked_until', '=', heldUntil)
    .execute();
}

/** The earliest retry of the unleased queued deliveries and the earliest running lease's end (`at`). */
export async function findNextDeliveryTimes(db: Db, notificationId: number, now: string) {
  const queued = db
    .selectFrom('notification_deliveries')
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'queued');
  return Promise.all([
    queued
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst(),
    queued
      .select((eb) => eb.fn.min('locked_until').as('at'))
      .where('locked_until', '>=', now)
      .executeTakeFirst(),
  ]);
}

/** A pending "notification.deliver" job of this notification (its id), if one is queued. */
export async function findPendingDeliverJob(db: Db, notificationId: number) {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', 'notification.deliver')
    .where('status', '=', 'pending')
    .where('payload', '=', JSON.stringify({ notification_id: notificationId }))
    .executeTakeFirst();
}

/** Changes these columns of the delivery. */
export async function updateDelivery(
  db: Db,
  id: number,
  values: Updateable<NotificationDeliveriesTable>,
): Promise<void> {
  await db.updateTable('notification_deliveries').set(values).where('id', '=', id).execute();
}

/** An SMS delivery's id, notification, status and provider's message id, if it exists. */
export async function findSmsDelivery(db: Db, id: number) {
  return db
    .selectFrom('notification_deliveries')
    .select(['id', 'notification_id', 'status', 'provider_message_id'])
    .where('id', '=', id)
    .where('channel', '=', 'sms')
    .executeTakeFirst();
}

/** How many deliveries these notifications have per channel and status (rows with a count). */
export async function countDeliveriesOfNotifications(db: Db, notificationIds: readonly number[]) {
  return db
    .selectFrom('notification_deliveries')
    .select((eb) => ['notification_id', 'channel', 'status', eb.fn.countAll<number>().as('count')])
    .where('notification_id', 'in', notificationIds)
    .groupBy(['notification_id', 'channel', 'status'])
    .execute();
}

/** How many deliveries there are per status, of every notification (rows of status and count). */
export async function countDeliveriesByStatus(db: Db) {
  return db
    .selectFrom('notification_deliveries')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

/** Cancels the notification's queued deliveries. */
export async function cancelQueuedDeliveries(db: Db, notificationId: number, now: string): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set({ status: 'cancelled', next_attempt_at: null, updated_at: now })
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'queued')
    .execute();
}

/** Queues the notification's failed deliveries (all, or these ids) again; answers how many. */
export async function requeueFailedDeliveries(
  db: Db,
  notificationId: number,
  deliveryIds: readonly number[] | undefined,
  now: string,
): Promise<number> {
  let update = db
    .updateTable('notification_deliveries')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, locked_until: null, updated_at: now })
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'failed');
  if (deliveryIds && deliveryIds.length > 0) update = update.where('id', 'in', deliveryIds);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

type DeliveryFilters = Omit<DeliveryListQuery, 'page' | 'per_page' | 'cursor'>;

function deliveriesQuery(db: Db, notificationId: number, query: DeliveryFilters) {
  let base = db
    .selectFrom('notification_deliveries as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('notification_providers as p', 'p.id', 'd.provider_id')
    .where('d.notification_id', '=', notificationId);
  if (query.status) base = base.where('d.status', '=', query.status);
  if (query.channel) base = base.where('d.channel', '=', query.channel);
  if (query.search) {
    const term = query.search;
    base = base.where((eb) =>
      eb.or([containsText(eb.ref('u.search_text'), term), containsText(eb.ref('d.address'), term)]),
    );
  }
  return base;
}

/** The total of a notification's filtered delivery log. */
export function countDeliveryRows(db: Db, notificationId: number, query: DeliveryFilters): Promise<Total> {
  return countRows(db, deliveriesQuery(db, notificationId, query));
}

export type DeliveryJoinRow = Awaited<ReturnType<typeof fetchDeliveryRows>>[number];
/** One page of deliveries and one row more (see db/keyset.ts), by offset or after a cursor. */
export function fetchDeliveryRows(db: Db, notificationId: number, query: DeliveryFilters, start: PageStart) {
  const rows = deliveriesQuery(db, notificationId, query)
    .selectAll('d')
    .select(['u.name as user_name', 'u.username as user_username', 'p.name as provider_name']);
  const key: SortKey = { column: `d.${query.sort.field}`, id: 'd.id', direction: query.sort.direction };
  return keysetPage(rows, key, start).execute();
}
