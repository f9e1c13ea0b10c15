import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /court-requests/export?format=xlsx|csv: the whole list under its filters and sort (court-request.view, as the list). */
export function exportCourtRequests(
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList('/court-requests/export', format, filters);
}
