import type { UserStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { userKeys } from '../users.keys';

/** GET /users/stats: totals for the cards over the list. */
export function getUserStats(signal?: AbortSignal): Promise<DataResponse<UserStats>> {
  return api.get<DataResponse<UserStats>>('/users/stats', { signal });
}

export function userStatsQueryOptions() {
  return queryOptions({ queryKey: userKeys.stats(), queryFn: ({ signal }) => getUserStats(signal) });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
