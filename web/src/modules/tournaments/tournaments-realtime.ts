import type { TournamentChangedEvent } from '@pickleball/domain/tournaments/tournaments.views.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { tournamentKeys } from './tournaments.keys';

/**
 * `tournament.updated` as cache changes (tournaments.live.ts loads this with the first tournament
 * event): the lists, figures and calendar always (a status or a count may have moved), the
 * tournament itself, and only the parts the event names — its entries, its draw.
 */
export function applyTournamentUpdated(
  client: QueryClient,
  event: Pick<TournamentChangedEvent, 'id' | 'parts'>,
): void {
  const { id, parts } = event;
  // Many events may come at once (a result moves several slots): a request under way is kept.
  const options = { cancelRefetch: false };
  void client.invalidateQueries({ queryKey: tournamentKeys.lists() }, options);
  void client.invalidateQueries({ queryKey: tournamentKeys.stats() }, options);
  void client.invalidateQueries({ queryKey: tournamentKeys.calendars() }, options);
  void client.invalidateQueries({ queryKey: tournamentKeys.detail(id) }, options);
  if (parts.includes('registrations')) {
    void client.invalidateQueries({ queryKey: tournamentKeys.registrations(id) }, options);
    void client.invalidateQueries({ queryKey: tournamentKeys.seeding(id) }, options);
    void client.invalidateQueries({ queryKey: tournamentKeys.mine() }, options);
  }
  if (parts.includes('bracket')) {
    void client.invalidateQueries({ queryKey: tournamentKeys.draw(id) }, options);
    // Seeds and final places are written on the entries.
    void client.invalidateQueries({ queryKey: tournamentKeys.registrations(id) }, options);
  }
}

/** `tournament.deleted`: its pages are dropped, the lists and figures asked again. */
export function applyTournamentDeleted(client: QueryClient, id: number): void {
  client.removeQueries({ queryKey: tournamentKeys.detail(id) });
  client.removeQueries({ queryKey: tournamentKeys.draw(id) });
  client.removeQueries({ queryKey: tournamentKeys.registrations(id) });
  void client.invalidateQueries({ queryKey: tournamentKeys.lists() });
  void client.invalidateQueries({ queryKey: tournamentKeys.stats() });
  void client.invalidateQueries({ queryKey: tournamentKeys.calendars() });
}
