import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { courtKeys } from '../courts.keys';

/** After a change to courts: every court query, and the screens of other modules that show courts. */
export function invalidateCourts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courtKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: courtKeys.details() }),
    queryClient.invalidateQueries({ queryKey: courtKeys.stats() }),
    refetchFollowers(queryClient, 'courts'),
  ]);
}
