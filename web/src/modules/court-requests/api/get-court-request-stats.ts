import type { CourtRequestStatsSchema } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type DataResponse } from '../../../lib/api-client';
import { courtRequestKeys } from '../court-requests.keys';

export type CourtRequestStats = z.infer<typeof CourtRequestStatsSchema>;

/** GET /court-requests/stats: totals by status, and the urgent ones (waiting more than 7 days). */
export function getCourtRequestStats(signal?: AbortSignal): Promise<DataResponse<CourtRequestStats>> {
  return api.get<DataResponse<CourtRequestStats>>('/court-requests/stats', { signal });
}

export function courtRequestStatsQueryOptions() {
  return queryOptions({
    queryKey: courtRequestKeys.stats(),
    queryFn: ({ signal }) => getCourtRequestStats(signal),
  });
}

export function useCourtRequestStats() {
  return useQuery(courtRequestStatsQueryOptions());
}
