import type { User } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from '../../../lib/api-client';
import { type UserListParams, userKeys } from '../users.keys';

/** GET /users: one page of users under a search, filters and sort. */
export function listUsers(query: UserListParams, signal?: AbortSignal): Promise<ListResponse<User>> {
  return api.get<ListResponse<User>>('/users', { query, signal });
}

export function usersQueryOptions(query: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListParams) {
  return useQuery(usersQueryOptions(query));
}
