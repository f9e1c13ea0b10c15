import { api } from '../lib/api-client';
import type { ExportFormat } from './data-table/data-table';

export type { ExportFormat };

/**
 * GET <path>?format=xlsx|csv: downloads a whole list under its current search, filters and sort
 * (`list.filterQuery`); the API client adds the user's time zone. Give it to DataTable's
 * `onExport`, which shows the download's progress.
 */
export function exportList(
  path: string,
  format: ExportFormat,
  filters: Record<string, string | undefined>,
): Promise<void> {
  return api.download(path, { query: { ...filters, format } });
}
