import { skipToken, useQuery } from '@tanstack/react-query';
import { courtKeys } from '../courts.keys';

/** Rows written so far by the running import, out of the rows it will write. */
export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * The running import's progress, as the realtime event `court.import_progress` last put it in the
 * cache (the module's .live.ts); undefined until the first batch is written. Never fetched.
 */
export function useImportProgress() {
  return useQuery<ImportProgress>({ queryKey: courtKeys.importProgress(), queryFn: skipToken });
}
