import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /courts/export?format=xlsx|csv: the whole list under the current search, filters and sort. */
export function exportCourts(
  format: 'xlsx' | 'csv',
  filters: Record<string, string | undefined>,
): Promise<void> {
  return api.download('/courts/export', { query: { ...filters, format }, timeoutMs: 120_000 });
}

/** The export as a mutation, for its pending state. */
export function useExportCourts() {
  return useMutation({
    mutationFn: ({
      format,
      filters,
    }: {
      format: 'xlsx' | 'csv';
      filters: Record<string, string | undefined>;
    }) => exportCourts(format, filters),
  });
}
