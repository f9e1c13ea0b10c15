import type { LiveSession } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';

/**
 * GET /matches/{id}/live: the live scoring state, null before it started (the start panel).
 * Silent: an outage shows the live screen's offline banner instead of a toast.
 */
export function getLiveSession(id: number, signal?: AbortSignal): Promise<DataResponse<LiveSession | null>> {
  return api.get<DataResponse<LiveSession | null>>(`/matches/${id}/live`, { signal, silent: true });
}

export function liveSessionQueryOptions(id: number) {
  return queryOptions({
    queryKey: matchKeys.live(id),
    queryFn: ({ signal }) => getLiveSession(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 0,
  });
}

export function useLiveSession(id: number) {
  return useQuery(liveSessionQueryOptions(id));
}
