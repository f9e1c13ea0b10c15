import { type ExportFormat, exportList } from '../../../components/list-export';

/** GET /tournaments/{id}/registrations/export?format=xlsx|csv: every entry under the list's filters. */
export function exportRegistrations(
  id: number,
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return exportList(`/tournaments/${id}/registrations/export`, format, filters);
}
