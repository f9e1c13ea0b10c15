import type { Role } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { notificationKeys } from '../notifications.keys';

/** GET /roles (role.view): every role, for "user roles" recipients. */
export function listRoleChoices(signal?: AbortSignal): Promise<ListResponse<Role>> {
  return api.get<ListResponse<Role>>('/roles', {
    query: { per_page: 100, sort: 'name' },
    signal,
    silent: true,
  });
}

export function useRoleChoices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.roleChoices(),
      queryFn: ({ signal }) => listRoleChoices(signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
}
