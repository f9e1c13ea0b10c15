import type { MatchSessionType, SessionCandidate } from '@pickleball/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { matchSessionKeys } from '../match-sessions.keys';

export interface CandidateQuery {
  /** At least 3 characters (SPEC §5), or none: then the club's members. */
  search?: string;
  club_id?: number;
  match_type: MatchSessionType;
}

/** GET /match-sessions/players: players to pick, the club's members first, with their rating. */
export async function searchSessionCandidates(
  query: CandidateQuery,
  signal?: AbortSignal,
): Promise<SessionCandidate[]> {
  const found = await api.get<DataResponse<SessionCandidate[]>>('/match-sessions/players', {
    query: { ...query, limit: 50 },
    signal,
    silent: true,
  });
  return found.data;
}

/** The candidates of a search, or the club's members; nothing is asked without either. */
export function useSessionCandidates(query: CandidateQuery) {
  return useQuery({
    queryKey: matchSessionKeys.candidates(query),
    queryFn: ({ signal }) => searchSessionCandidates(query, signal),
    enabled: query.search !== undefined || query.club_id !== undefined,
    placeholderData: keepPreviousData,
  });
}
