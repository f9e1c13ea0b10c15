import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /users/export?format=xlsx|csv: downloads the whole list under the current filters and sort. */
export function exportUsers(
  format: 'xlsx' | 'csv',
  filters: Record<string, string | undefined>,
): Promise<void> {
  return api.download('/users/export', { query: { ...filters, format } });
}

/** The export as a mutation, for its pending state. */
export function useExportUsers() {
  return useMutation({
    mutationFn: ({
      format,
      filters,
    }: {
      format: 'xlsx' | 'csv';
      filters: Record<string, string | undefined>;
    }) => exportUsers(format, filters),
  });
}
