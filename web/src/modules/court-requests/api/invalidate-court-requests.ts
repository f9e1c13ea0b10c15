import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { courtRequestKeys } from '../court-requests.keys';

/** After a review step: the lists and figures, and the screens of other modules it touches. */
export function invalidateCourtRequests(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courtRequestKeys.all }),
    refetchFollowers(queryClient, 'court-requests'),
  ]);
}
