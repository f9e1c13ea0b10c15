import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { clubKeys } from '../clubs.keys';

/** After a change to a club: lists, figures and that club, and the screens of other modules that show clubs. */
export function invalidateClubs(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clubKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: clubKeys.stats() }),
    ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: clubKeys.detail(id) })]),
    refetchFollowers(queryClient, 'clubs'),
  ]);
}

/** After a change to a club's members or join requests: its people, its counts, the lists. */
export function invalidateClubPeople(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clubKeys.people(id) }),
    invalidateClubs(queryClient, id),
  ]);
}
