import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /matches/export?format=xlsx|csv: the whole list under its filters and sort (match.view, as the list). */
export function exportMatches(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/matches/export', format, filters);
}
