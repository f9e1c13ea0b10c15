import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /audit/export?format=xlsx|csv: the whole trail under its filters (the time zone added). */
export function exportAuditRecords(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/audit/export', format, filters);
}
