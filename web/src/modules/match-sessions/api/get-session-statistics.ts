import type { SessionStatistics } from '@pickleball/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

/** GET /match-sessions/{id}/statistics: the standings (ranked by the server) and who met whom. */
export function getSessionStatistics(
  id: number,
  signal?: AbortSignal,
): Promise<DataResponse<SessionStatistics>> {
  return api.get<DataResponse<SessionStatistics>>(`/match-sessions/${id}/statistics`, {
    signal,
    silent: true,
  });
}

export function useSessionStatistics(id: number) {
  return useQuery({
    queryKey: matchSessionKeys.statistics(id),
    queryFn: ({ signal }) => getSessionStatistics(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
