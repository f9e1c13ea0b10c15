import type { RoleSummary } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { userKeys } from '../users.keys';

/** The choices of the user list's filters. */
export interface UserFilterOptions {
  roles: RoleSummary[];
  statuses: ('active' | 'inactive')[];
  email_verified: ('verified' | 'unverified')[];
  sorts: string[];
}

/** GET /users/filters. */
export function getUserFilters(signal?: AbortSignal): Promise<DataResponse<UserFilterOptions>> {
  return api.get<DataResponse<UserFilterOptions>>('/users/filters', { signal });
}

export function userFiltersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.filters(),
    queryFn: ({ signal }) => getUserFilters(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserFilters() {
  return useQuery(userFiltersQueryOptions());
}
