import type { MatchSession } from '@pickleball/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchSessionKeys } from './match-sessions.keys';

/**
 * What a realtime event moves in this module's cache (the module's .live.ts calls these; pages do
 * not listen ad hoc). Types only from domain: this file rides in the frame's realtime chunk.
 */

/** A session saved, edited, started, completed or cancelled (`match_session.updated`). */
export function applySessionUpdated(client: QueryClient, id: number): void {
  void client.invalidateQueries({ queryKey: matchSessionKeys.lists() });
  void client.invalidateQueries({ queryKey: matchSessionKeys.stats() });
  // The detail and its statistics (under it).
  void client.invalidateQueries({ queryKey: matchSessionKeys.detail(id) });
}

/** A session deleted (`match_session.deleted`). */
export function applySessionDeleted(client: QueryClient, id: number): void {
  client.removeQueries({ queryKey: matchSessionKeys.detail(id) });
  void client.invalidateQueries({ queryKey: matchSessionKeys.lists() });
  void client.invalidateQueries({ queryKey: matchSessionKeys.stats() });
}

/**
 * A match was scored or moved (`match.updated`): the sessions shown that hold it are fetched
 * again (their board, scores and standings), and the lists (their progress).
 */
export function applyMatchUpdated(client: QueryClient, matchId: number): void {
  for (const [, shown] of client.getQueriesData<{ data: MatchSession }>({
    queryKey: matchSessionKeys.details(),
  })) {
    const session = shown?.data;
    // Statistics entries share the prefix; only sessions have rounds.
    if (!session || !Array.isArray(session.rounds)) continue;
    if (session.rounds.some((round) => round.games.some((game) => game.match?.id === matchId)))
      void client.invalidateQueries({ queryKey: matchSessionKeys.detail(session.id) });
  }
  void client.invalidateQueries({ queryKey: matchSessionKeys.lists() });
}
