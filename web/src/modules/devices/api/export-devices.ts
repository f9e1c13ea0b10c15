import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /devices/export?format=xlsx|csv: the whole list under its filters and sort (device.view, as the list). */
export function exportDevices(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/devices/export', format, filters);
}
