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
  // The detail, its statistics and its sign-ups (under it).
  void client.invalidateQueries({ queryKey: matchSessionKeys.detail(id) });
  // The nights as a player sees them: their day, venue, counts and the player's own place.
  void client.invalidateQueries({ queryKey: matchSessionKeys.clubNights() });
}

/** A session deleted (`match_session.deleted`). */
export function applySessionDeleted(client: QueryClient, id: number): void {
  client.removeQueries({ queryKey: matchSessionKeys.detail(id) });
  void client.invalidateQueries({ queryKey: matchSessionKeys.lists() });
  void client.invalidateQueries({ queryKey: matchSessionKeys.stats() });
  void client.invalidateQueries({ queryKey: matchSessionKeys.clubNights() });
}

/**
 * A night's sign-ups changed (`match_session.signups_changed`): what a session's change moves,
 * its sign-up list (under its detail) and the player's own club nights (a place from the line, a
 * sign-up the organiser added or cancelled, a fee marked) among them.
 */
export function applySignupsChanged(client: QueryClient, id: number): void {
  applySessionUpdated(client, id);
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
