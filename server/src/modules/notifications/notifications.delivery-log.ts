/** A send's delivery log: the list staff read and export, with addresses masked. */
import type { DeliveryListQuery } from '@pickleball/domain';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listWindow, pageOf, sortToken } from '../../platform/list-page';
import { countDeliveryRows, fetchDeliveryRows } from './notifications.deliveries.repository';
import { systemProviderKey } from './notifications.labels';
import { toDelivery } from './notifications.mapper';
import { findNotificationId } from './notifications.repository';

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
