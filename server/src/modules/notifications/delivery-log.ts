/** A send's delivery log: the list staff read and export, with addresses masked. */
import type { Delivery, DeliveryListQuery, NotificationChannel } from '@pickleball/domain';
import { countRows } from '../../db/count';
import type { Db } from '../../db/database';
import { containsText, toIso, toIsoOrNull } from '../../db/dialect';
import { keysetPage, type PageStart, type SortKey } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { systemProviderKey } from './notifications.labels';

/** A phone number or push token shown in the log: enough to recognise, not to copy. */
export function maskAddress(channel: string, address: string | null): string | null {
  if (!address) return null;
  if (channel === 'sms' || channel === 'zalo_zns') return `${address.slice(0, -7)}•••${address.slice(-4)}`;
  if (channel === 'push') {
    const tokens = address.split('\n');
    const first = `${(tokens[0] ?? '').slice(0, 8)}…`;
    return tokens.length > 1 ? `${first} (+${tokens.length - 1})` : first;
  }
  return address;
}

function deliveriesQuery(
  db: Db,
  notificationId: number,
  query: Omit<DeliveryListQuery, 'page' | 'per_page' | 'cursor'>,
) {
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

type DeliveryJoinRow = Awaited<ReturnType<typeof fetchDeliveryRows>>[number];
/** One page of deliveries and one row more (see db/keyset.ts), by offset or after a cursor. */
export function fetchDeliveryRows(
  db: Db,
  notificationId: number,
  query: Omit<DeliveryListQuery, 'page' | 'per_page' | 'cursor'>,
  start: PageStart,
) {
  const rows = deliveriesQuery(db, notificationId, query)
    .selectAll('d')
    .select(['u.name as user_name', 'u.username as user_username', 'p.name as provider_name']);
  const key: SortKey = { column: `d.${query.sort.field}`, id: 'd.id', direction: query.sort.direction };
  return keysetPage(rows, key, start).execute();
}

export function toDelivery(row: DeliveryJoinRow, systemName: (key: string) => string): Delivery {
  return {
    id: row.id,
    notification_id: row.notification_id,
    channel: row.channel as NotificationChannel,
    user:
      row.user_id && row.user_name
        ? { id: row.user_id, name: row.user_name, username: row.user_username ?? '' }
        : null,
    address: maskAddress(row.channel, row.address),
    locale: row.locale === 'vi' ? 'vi' : 'en',
    status: row.status as Delivery['status'],
    skip_reason: row.skip_reason as Delivery['skip_reason'],
    error: row.error,
    provider:
      row.provider_id && row.provider_name
        ? { id: row.provider_id, name: row.provider_name }
        : row.status === 'sent' && row.channel !== 'in_app'
          ? { id: 0, name: systemName(row.channel) }
          : null,
    provider_message_id: row.provider_message_id,
    attempts: row.attempts,
    next_attempt_at: toIsoOrNull(row.next_attempt_at),
    sent_at: toIsoOrNull(row.sent_at),
    delivered_at: toIsoOrNull(row.delivered_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function listDeliveries(ctx: ServiceContext, id: number, query: DeliveryListQuery) {
  await ensureNotification(ctx.db, id);
  const window = listWindow(query, sortToken(query.sort));
  const [total, found] = await Promise.all([
    countRows(ctx.db, deliveriesQuery(ctx.db, id, query)),
    fetchDeliveryRows(ctx.db, id, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const systemName = (channel: string) => ctx.t(systemProviderKey(channel));
  return { data: rows.map((row) => toDelivery(row, systemName)), meta };
}

export async function ensureNotification(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
}
