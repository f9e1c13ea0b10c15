import type { CourtStats } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { courtKeys } from '../courts.keys';

/** GET /courts/stats: totals for the cards over the list. */
export function getCourtStats(signal?: AbortSignal): Promise<DataResponse<CourtStats>> {
  return api.get<DataResponse<CourtStats>>('/courts/stats', { signal });
}

export function courtStatsQueryOptions() {
  return queryOptions({ queryKey: courtKeys.stats(), queryFn: ({ signal }) => getCourtStats(signal) });
}

export function useCourtStats() {
  return useQuery(courtStatsQueryOptions());
}
