import type { ImportSummary } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /courts/import/report: a preview's or an import's summary as an .xlsx report. */
export function downloadImportReport(summary: ImportSummary): Promise<void> {
  return api.download('/courts/import/report', { method: 'POST', body: summary });
}

export function useDownloadImportReport() {
  return useMutation({ mutationFn: downloadImportReport });
}
