import type { QueryClient } from '@tanstack/react-query';
import { rankpointKeys } from '../rankpoints.keys';

/** After a change of ratings: the lists, the details and the leaderboards (not the player searches). */
export function invalidateRankpoints(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rankpointKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: rankpointKeys.details() }),
    queryClient.invalidateQueries({ queryKey: rankpointKeys.leaderboards() }),
  ]);
}
