import type { Scoreboard } from '@pickleball/domain';
import { keepNewerScoreboard } from '@pickleball/domain/matches/scoreboard-revision';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse, isApiError } from '../../../lib/api-client';
import { scoreboardKeys } from '../scoreboard.keys';

/** GET /public/scoreboard/{id}: what anyone may see of a match. Silent: the page says what went wrong. */
export function getScoreboard(matchId: number, signal?: AbortSignal): Promise<DataResponse<Scoreboard>> {
  return api.get<DataResponse<Scoreboard>>(`/public/scoreboard/${matchId}`, { signal, silent: true });
}

export function scoreboardQueryOptions(matchId: number, options: { poll: boolean }) {
  return queryOptions({
    queryKey: scoreboardKeys.detail(matchId),
    // A realtime event may have brought a newer snapshot while this request was under way.
    queryFn: async ({ signal, client, queryKey }) =>
      keepNewerScoreboard(
        client.getQueryData<DataResponse<Scoreboard>>(queryKey),
        await getScoreboard(matchId, signal),
      ),
    enabled: Number.isInteger(matchId) && matchId > 0,
    // Pushed by realtime; polled only while the live connection is down.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: options.poll ? 15_000 : false,
    // An unknown match stays unknown; an outage is tried again (the TV keeps trying while polling).
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status !== null && error.status < 500),
  });
}

export function useScoreboard(matchId: number, options: { poll: boolean }) {
  return useQuery(scoreboardQueryOptions(matchId, options));
}
