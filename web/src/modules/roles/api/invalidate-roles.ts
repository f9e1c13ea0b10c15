import type { QueryClient } from '@tanstack/react-query';
import { ROLE_RELATED_ROOTS, roleKeys } from '../roles.keys';

/** After a change to roles: every role query, and the screens of other modules that show roles. */
export function invalidateRoles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    ...ROLE_RELATED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
