import type { ClubStatsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { clubKeys } from '../clubs.keys';

export type ClubStats = z.infer<typeof ClubStatsSchema>;

/** GET /clubs/stats: totals by status, members, join requests waiting. */
export function getClubStats(signal?: AbortSignal): Promise<DataResponse<ClubStats>> {
  return api.get<DataResponse<ClubStats>>('/clubs/stats', { signal });
}

export function clubStatsQueryOptions() {
  return queryOptions({ queryKey: clubKeys.stats(), queryFn: ({ signal }) => getClubStats(signal) });
}

export function useClubStats() {
  return useQuery(clubStatsQueryOptions());
}
