import {
  DEVICE_PLATFORM_NAMES,
  type Device,
  type DeviceExportQuery,
  EXPORT_ROW_LIMIT,
} from '@pickleball/domain';
import { walkKeyset } from '../../db/keyset';
import type { ServiceContext } from '../../platform/context';
import {
  formatExportDateTime,
  mapBatches,
  streamTable,
  type TableDownload,
} from '../../platform/spreadsheet';
import { toDevice } from './devices.mapper';
import { listDevicePage } from './devices.repository';

/** The whole filtered list of devices as .xlsx or .csv, in the reader's language and time zone. */
export function exportDevices(ctx: ServiceContext, query: DeviceExportQuery): TableDownload {
  const { t } = ctx;
  const at = (iso: string | null) => formatExportDateTime(iso, ctx.locale, query.tz);
  const rows = mapBatches(
    walkKeyset((start) => listDevicePage(ctx.db, query, start), 500, EXPORT_ROW_LIMIT),
    (batch) => batch.map(toDevice),
  );
  return streamTable<Device>(
    query.format,
    'devices',
    [
      { header: 'ID', width: 8, value: (device) => device.id },
      { header: t('devices:fields.name'), width: 26, value: (device) => device.name },
      { header: t('devices:fields.user'), width: 24, value: (device) => device.user?.name ?? null },
      {
        header: t('devices:fields.status'),
        width: 12,
        value: (device) => t(`devices:status.${device.status}`),
      },
      {
        header: t('devices:fields.platform'),
        width: 10,
        value: (device) =>
          device.platform === 'other' ? t('devices:platform.other') : DEVICE_PLATFORM_NAMES[device.platform],
      },
      { header: t('devices:fields.os_version'), width: 12, value: (device) => device.os_version },
      { header: t('devices:fields.app_version'), width: 12, value: (device) => device.app_version },
      { header: t('devices:fields.manufacturer'), width: 16, value: (device) => device.manufacturer },
      { header: t('devices:fields.model'), width: 18, value: (device) => device.model },
      { header: t('devices:fields.serial_number'), width: 20, value: (device) => device.serial_number },
      { header: t('devices:fields.ip_address'), width: 18, value: (device) => device.ip_address },
      { header: t('devices:fields.mac_address'), width: 18, value: (device) => device.mac_address },
      { header: t('devices:fields.registered_at'), width: 18, value: (device) => at(device.registered_at) },
      { header: t('devices:fields.last_active_at'), width: 18, value: (device) => at(device.last_active_at) },
      { header: t('devices:fields.block_reason'), width: 28, value: (device) => device.block_reason },
    ],
    rows,
  );
}
