import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /clubs/export?format=xlsx|csv: the whole list under its filters and sort (club.view, as the list). */
export function exportClubs(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/clubs/export', format, filters);
}
