/** A notification's delivery totals and the status derived from them (SPEC §4). */
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type NotificationStatus,
  resourceRoom,
} from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import type { AppServices } from '../../platform/context';
import { countDeliveriesOfNotifications } from './notifications.deliveries.repository';
import { findNotificationRow, updateNotificationUnlessCancelled } from './notifications.repository';

/** Deliveries per status (and per channel and status) of one notification. */
export async function deliveryTotals(db: Db, notificationIds: readonly number[]) {
  const rows = notificationIds.length ? await countDeliveriesOfNotifications(db, notificationIds) : [];
  const result = new Map<
    number,
    { totals: Record<string, number>; channels: Record<string, Record<string, number>> }
  >();
  for (const id of notificationIds) result.set(id, { totals: emptyTotals(), channels: {} });
  for (const row of rows) {
    const entry = result.get(row.notification_id);
    if (!entry) continue;
    const count = Number(row.count);
    entry.totals[row.status] = (entry.totals[row.status] ?? 0) + count;
    entry.channels[row.channel] ??= emptyTotals();
    const channelTotals = entry.channels[row.channel] as Record<string, number>;
    channelTotals[row.status] = (channelTotals[row.status] ?? 0) + count;
  }
  return result;
}

export function emptyTotals(): Record<DeliveryStatus, number> {
  return Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
}

/**
 * SPEC §4 from the deliveries: processing while any is queued or the fan-out is not done; then
 * failed when nothing was sent and something failed, else sent (partial failures show in the
 * totals and the log, and can be retried).
 */
export function deriveStatus(
  current: string,
  fanoutDone: boolean,
  totals: Record<string, number>,
): NotificationStatus {
  if (current === 'cancelled') return 'cancelled';
  if (current === 'pending' && !fanoutDone && (totals.queued ?? 0) === 0 && sumTotals(totals) === 0)
    return 'pending';
  if (!fanoutDone || (totals.queued ?? 0) > 0) return 'processing';
  const reached = (totals.sent ?? 0) + (totals.delivered ?? 0);
  if (reached === 0 && (totals.failed ?? 0) > 0) return 'failed';
  return 'sent';
}

const sumTotals = (totals: Record<string, number>) => Object.values(totals).reduce((a, b) => a + b, 0);

/** Recomputes the notification's status and tells staff's open screens. */
export async function refreshStatus(services: AppServices, notificationId: number): Promise<void> {
  const { db } = services;
  const row = await findNotificationRow(db, notificationId);
  if (!row) return;
  const totals = (await deliveryTotals(db, [notificationId])).get(notificationId);
  if (!totals) return;
  const status = deriveStatus(row.status, toBool(row.fanout_done), totals.totals);
  const finished = status === 'sent' || status === 'failed';
  if (status !== row.status || (finished && !row.sent_at))
    await updateNotificationUnlessCancelled(db, notificationId, {
      status,
      sent_at: finished ? (row.sent_at ?? nowIso()) : row.sent_at,
      updated_at: nowIso(),
    });
  services.realtime.publish(resourceRoom('notifications'), {
    type: 'notification.progress',
    id: notificationId,
    data: { id: notificationId, status, totals: totals.totals, channel_totals: totals.channels },
  });
}
