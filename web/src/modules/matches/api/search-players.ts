import type { MatchPlayer } from '@pickleball/domain';
import { PLAYER_SEARCH_WORD_MIN as PLAYER_SEARCH_MIN_LENGTH } from '@pickleball/domain/matches/matches.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchKeys } from '../matches.keys';

/** GET /matches/players?search=: players to put in a team (SPEC §5: 3 characters, or a whole 2-letter name such as "An"). */
export function searchPlayers(search: string, signal?: AbortSignal): Promise<DataResponse<MatchPlayer[]>> {
  return api.get<DataResponse<MatchPlayer[]>>('/matches/players', {
    query: { search, limit: 10 },
    signal,
  });
}

export function playersQueryOptions(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: matchKeys.players(term),
    queryFn: ({ signal }) => searchPlayers(term, signal),
    enabled: term.length >= PLAYER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function usePlayerSearch(search: string) {
  return useQuery(playersQueryOptions(search));
}
