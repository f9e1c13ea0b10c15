import type { User } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { userKeys } from '../users.keys';

/** GET /users/{id}: one user; the API records the look in the audit trail as "viewed". */
export function getUser(id: number, signal?: AbortSignal): Promise<DataResponse<User>> {
  return api.get<DataResponse<User>>(`/users/${id}`, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
