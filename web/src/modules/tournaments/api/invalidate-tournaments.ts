import type { QueryClient } from '@tanstack/react-query';
import { TOURNAMENT_RELATED_ROOTS, tournamentKeys } from '../tournaments.keys';

/** After a change to a tournament's fields or state: its detail, the lists, figures and calendar. */
export function invalidateTournament(queryClient: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.calendars() }),
    id === undefined
      ? queryClient.invalidateQueries({ queryKey: tournamentKeys.details() })
      : queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) }),
  ]);
}

/** After a change to a tournament's entries: them, its counts, and the draw's seeding. */
export function invalidateRegistrations(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKeys.registrations(id) }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.seeding(id) }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.mine() }),
    invalidateTournament(queryClient, id),
  ]);
}

/**
 * After a change to a tournament's draw (generated, a result, a walkover, a correction): the draw,
 * the entries (seeds, places), the tournament, and other modules' matches and ratings.
 */
export function invalidateDraw(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentKeys.draw(id) }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.registrations(id) }),
    invalidateTournament(queryClient, id),
    ...TOURNAMENT_RELATED_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
