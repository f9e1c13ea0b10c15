import type { QueryClient } from '@tanstack/react-query';
import { MATCH_RELATED_ROOTS, matchKeys } from '../matches.keys';

/** After a change to a match: every match query, and the screens of other modules that show matches. */
export function invalidateMatches(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
    ...MATCH_RELATED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
