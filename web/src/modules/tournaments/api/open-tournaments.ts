import type { PublicTournament } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse, type ListResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** The most open tournaments the page lists (a club runs a handful at a time). */
const OPEN_LIST_SIZE = 50;

/**
 * GET /public/tournaments?status=registration_open: the public tournaments whose registration is
 * open, with their fees, places and windows (a passed deadline without late entries reads closed).
 */
export function listOpenTournaments(signal?: AbortSignal): Promise<ListResponse<PublicTournament>> {
  return api.get<ListResponse<PublicTournament>>('/public/tournaments', {
    query: { status: 'registration_open', per_page: OPEN_LIST_SIZE },
    signal,
  });
}

export function useOpenTournaments() {
  return useQuery(
    queryOptions({ queryKey: tournamentKeys.open(), queryFn: ({ signal }) => listOpenTournaments(signal) }),
  );
}

/** GET /public/tournaments/{id}: one, for an address naming it (?register=<id>). Silent: a 404 is told on the page. */
export function getOpenTournament(id: number, signal?: AbortSignal): Promise<DataResponse<PublicTournament>> {
  return api.get<DataResponse<PublicTournament>>(`/public/tournaments/${id}`, { signal, silent: true });
}

export function useOpenTournament(id: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.openOne(id ?? 0),
      queryFn: ({ signal }) => getOpenTournament(id ?? 0, signal),
      enabled: enabled && id !== null,
      retry: false,
    }),
  );
}
