import type { QueryClient } from '@tanstack/react-query';
import { refetchFollowers } from '../../../lib/live';
import { permissionKeys } from '../permissions.keys';

/** After a change to permissions: every permission query, and the screens of other modules that show them. */
export function invalidatePermissions(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
    refetchFollowers(queryClient, 'permissions'),
  ]);
}
