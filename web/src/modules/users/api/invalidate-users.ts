import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { userKeys } from '../users.keys';

/** After a change to users: every user query, and the screens of other modules that show users. */
export function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    refetchFollowers(queryClient, 'users'),
  ]);
}
