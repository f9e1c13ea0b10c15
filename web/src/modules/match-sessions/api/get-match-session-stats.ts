import type { MatchSessionStats } from '@pickleball/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

/** GET /match-sessions/stats: how many sessions there are in each status. */
export function getMatchSessionStats(signal?: AbortSignal): Promise<DataResponse<MatchSessionStats>> {
  return api.get<DataResponse<MatchSessionStats>>('/match-sessions/stats', { signal, silent: true });
}

export function useMatchSessionStats() {
  return useQuery({
    queryKey: matchSessionKeys.stats(),
    queryFn: ({ signal }) => getMatchSessionStats(signal),
  });
}
