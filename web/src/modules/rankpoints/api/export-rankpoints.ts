import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /rankpoints/export?format=xlsx|csv: the whole list under its filters and sort (rankpoint.view, as the list). */
export function exportRankpoints(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/rankpoints/export', format, filters);
}
