import type { MatchSession } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchSessionKeys } from '../match-sessions.keys';

/** After a session is created or deleted: the lists and their figures. */
export function invalidateMatchSessionLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: matchSessionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: matchSessionKeys.stats() }),
  ]);
}

/**
 * After a change the API answered with the session (a save, a step, a game changed): the session
 * as answered, its statistics (a voided or removed match changes them), the lists and figures.
 */
export function storeChangedMatchSession(queryClient: QueryClient, session: MatchSession): Promise<unknown> {
  queryClient.setQueryData(matchSessionKeys.detail(session.id), { data: session });
  return Promise.all([
    invalidateMatchSessionLists(queryClient),
    queryClient.invalidateQueries({ queryKey: matchSessionKeys.statistics(session.id) }),
  ]);
}
