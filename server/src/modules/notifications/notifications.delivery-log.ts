/** A send's delivery log: the list staff read and export, with addresses masked. */
import type { Delivery, DeliveryListQuery, NotificationChannel } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toIso, toIsoOrNull } from '../../db/dialect';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import {
  countDeliveryRows,
  type DeliveryJoinRow,
  fetchDeliveryRows,
} from './notifications.deliveries.repository';
import { systemProviderKey } from './notifications.labels';
import { findNotificationId } from './notifications.repository';

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
    countDeliveryRows(ctx.db, id, query),
    fetchDeliveryRows(ctx.db, id, query, window),
  ]);
  const { rows, meta } = pageOf(window, total, found);
  const systemName = (channel: string) => ctx.t(systemProviderKey(channel));
  return { data: rows.map((row) => toDelivery(row, systemName)), meta };
}

export async function ensureNotification(db: Db, id: number): Promise<void> {
  const row = await findNotificationId(db, id);
  if (!row) throw notFound();
}
