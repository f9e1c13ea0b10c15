import type { Scoreboard } from '@pickleball/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type DataResponse } from '../../../lib/api-client';
import { useRealtimeConnection } from '../../../lib/realtime';
import { type LiveScore, toLiveScore } from '../bracket/live-score';
import { tournamentKeys } from '../tournaments.keys';

/** GET /public/scoreboard/{matchId}: what anyone may see of a match, its current game included. */
export function getLiveScore(matchId: number, signal?: AbortSignal): Promise<DataResponse<Scoreboard>> {
  return api.get<DataResponse<Scoreboard>>(`/public/scoreboard/${matchId}`, { signal, silent: true });
}

/**
 * The live scores of these matches (the ones in play): fetched once, then pushed on each match's
 * `scoreboard:<id>` room (tournaments.live.ts keeps the newest in `tournamentKeys.liveScore`),
 * polled only while the live connection is down.
 */
export function useLiveScores(matchIds: readonly number[]): ReadonlyMap<number, LiveScore> {
  const connection = useRealtimeConnection();
  const results = useQueries({
    queries: matchIds.map((matchId) => ({
      queryKey: tournamentKeys.liveScore(matchId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getLiveScore(matchId, signal),
      staleTime: Number.POSITIVE_INFINITY,
      refetchInterval: connection === 'connected' ? (false as const) : 15_000,
    })),
  });
  const boards = results.map((result) => result.data?.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the boards' revisions say when they changed
  return useMemo(() => {
    const scores = new Map<number, LiveScore>();
    for (const board of boards) if (board) scores.set(board.match_id, toLiveScore(board));
    return scores;
  }, [boards.map((board) => `${board?.match_id}:${board?.revision}`).join(',')]);
}
