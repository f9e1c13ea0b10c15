import type { CourtImportOptions, ImportSummary } from '@pickleball/domain';
import { useMutation } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';

/** Reading and checking a file of up to 1,000 rows can take a while on a busy server. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

export interface CourtImportRequest {
  file: File;
  options: CourtImportOptions;
}

/** The options as the query string the import endpoints read. */
export function importQuery(options: CourtImportOptions) {
  return { mode: options.mode, auto_validate_addresses: String(options.auto_validate_addresses) };
}

export function toImportForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * POST /courts/import/preview (multipart field `file`): what importing the file would do, row by
 * row, with per-cell errors; nothing is written.
 */
export function previewCourtImport({
  file,
  options,
}: CourtImportRequest): Promise<DataResponse<ImportSummary>> {
  return api.post<DataResponse<ImportSummary>>('/courts/import/preview', toImportForm(file), {
    query: importQuery(options),
    timeoutMs: IMPORT_TIMEOUT_MS,
    // The page shows a refusal (too many rows, an unreadable file) beside the file, not in a toast.
    silent: true,
  });
}

export function usePreviewCourtImport() {
  return useMutation({ mutationFn: previewCourtImport });
}
