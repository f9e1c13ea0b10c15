import type { ImportSummary } from '@pickleball/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { courtKeys } from '../courts.keys';
import { invalidateCourts } from './invalidate-courts';
import {
  type CourtImportRequest,
  IMPORT_TIMEOUT_MS,
  importQuery,
  toImportForm,
} from './preview-court-import';

/**
 * POST /courts/import (multipart field `file`): writes the rows in batches of 100; each batch's
 * progress arrives as the realtime event `court.import_progress` (courtKeys.importProgress).
 */
export function runCourtImport({ file, options }: CourtImportRequest): Promise<DataResponse<ImportSummary>> {
  return api.post<DataResponse<ImportSummary>>('/courts/import', toImportForm(file), {
    query: importQuery(options),
    timeoutMs: IMPORT_TIMEOUT_MS,
    // The page shows a refusal (too many rows, an unreadable file) beside the file, not in a toast.
    silent: true,
  });
}

export function useRunCourtImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCourtImport,
    onMutate: () => {
      // A previous import's figures must not show as this one's progress.
      queryClient.removeQueries({ queryKey: courtKeys.importProgress() });
    },
    onSuccess: (response) => {
      if (response.message) toaster.success({ title: response.message });
    },
    onSettled: () => invalidateCourts(queryClient),
  });
}
