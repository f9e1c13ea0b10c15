import type { User } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { auditKeys } from '../audit.keys';

/** The people the "user" filter offers: GET /users (needs `user.view`), by name, the first 100. */
export function listAuditUsers(
  signal?: AbortSignal,
): Promise<ListResponse<Pick<User, 'id' | 'name' | 'username'>>> {
  return api.get<ListResponse<Pick<User, 'id' | 'name' | 'username'>>>('/users', {
    query: { per_page: 100, sort: 'name' },
    signal,
    silent: true,
  });
}

export function auditUsersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: auditKeys.users(),
    queryFn: ({ signal }) => listAuditUsers(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Only asked when the viewer may list users; otherwise the filter is set from the table. */
export function useAuditUsers(enabled: boolean) {
  return useQuery(auditUsersQueryOptions(enabled));
}
