import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { roleKeys } from '../roles.keys';

/** After a change to roles: every role query, and the screens of other modules that show roles. */
export function invalidateRoles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    refetchFollowers(queryClient, 'roles'),
  ]);
}
