import type { BracketSlot, TournamentMatchStatus } from '@pickleball/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { tournamentKeys } from '../tournaments.keys';

/** GET /tournaments/{id}/matches?status=: the playable slots, in order of play. */
export function listTournamentMatches(
  id: number,
  status: TournamentMatchStatus | undefined,
  signal?: AbortSignal,
): Promise<DataResponse<BracketSlot[]>> {
  return api.get<DataResponse<BracketSlot[]>>(`/tournaments/${id}/matches`, {
    query: { status },
    signal,
    silent: true,
  });
}

export function useTournamentMatches(id: number, status: TournamentMatchStatus | undefined, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: tournamentKeys.matches(id, status),
      queryFn: ({ signal }) => listTournamentMatches(id, status, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
