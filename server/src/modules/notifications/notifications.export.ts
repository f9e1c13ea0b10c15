import {
  DELIVERY_STATUS_LABELS,
  type Delivery,
  type DeliveryExportQuery,
  EXPORT_ROW_LIMIT,
  NOTIFICATION_CHANNEL_LABELS,
  SKIP_REASON_LABELS,
} from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { fetchDeliveryRows } from './notifications.deliveries.repository';
import { ensureNotification } from './notifications.delivery-log';
import { systemProviderKey } from './notifications.labels';
import { toDelivery } from './notifications.mapper';

/** A send's whole delivery log as .xlsx or .csv, in the reader's language and time zone. */
export async function exportDeliveries(
  ctx: ServiceContext,
  id: number,
  query: DeliveryExportQuery,
): Promise<TableDownload> {
  await ensureNotification(ctx.db, id);
  const { t } = ctx;
  const systemName = (channel: string) => t(systemProviderKey(channel));
  const rows = mapBatches(
    walkKeyset((start) => fetchDeliveryRows(ctx.db, id, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map((row) => toDelivery(row, systemName)),
  );
  const time = (iso: string | null) => formatExportDateTime(iso, ctx.locale, query.tz);
  return streamTable<Delivery>(
    query.format,
    `notification-${id}-deliveries`,
    [
      { header: 'ID', width: 8, value: (delivery) => delivery.id },
      {
        header: t('notifications:fields.recipient'),
        width: 24,
        value: (delivery) => delivery.user?.name ?? null,
      },
      {
        header: t('notifications:fields.channel'),
        width: 12,
        value: (d) => t(NOTIFICATION_CHANNEL_LABELS[d.channel]),
      },
      { header: t('notifications:fields.address'), width: 28, value: (delivery) => delivery.address },
      {
        header: t('notifications:fields.status'),
        width: 12,
        value: (d) => t(DELIVERY_STATUS_LABELS[d.status]),
      },
      {
        header: t('notifications:fields.reason'),
        width: 36,
        value: (d) => (d.skip_reason ? t(SKIP_REASON_LABELS[d.skip_reason]) : d.error),
      },
      {
        header: t('notifications:fields.provider'),
        width: 20,
        value: (delivery) => delivery.provider?.name ?? null,
      },
      { header: t('notifications:fields.attempts'), width: 8, value: (delivery) => delivery.attempts },
      { header: t('notifications:fields.sent_at'), width: 18, value: (delivery) => time(delivery.sent_at) },
      {
        header: t('notifications:fields.updated_at'),
        width: 18,
        value: (delivery) => time(delivery.updated_at),
      },
    ],
    rows,
  );
}
