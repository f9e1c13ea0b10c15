import type { MatchPlayer } from '@pickleball/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataResponse } from '../../../lib/api-client';
import { clubKeys } from '../clubs.keys';

/** A user who could be added: active and not yet a member. */
export type MemberCandidate = MatchPlayer;

/** GET /clubs/{id}/member-candidates?search=: up to 20 users by name, username, e-mail or phone. */
export function searchMemberCandidates(
  id: number,
  search: string,
  signal?: AbortSignal,
): Promise<DataResponse<MemberCandidate[]>> {
  return api.get<DataResponse<MemberCandidate[]>>(`/clubs/${id}/member-candidates`, {
    query: { search },
    signal,
    // The picker says so itself when the search fails.
    silent: true,
  });
}

export function memberCandidatesQueryOptions(id: number, search: string) {
  return queryOptions({
    queryKey: clubKeys.candidates(id, search),
    queryFn: ({ signal }) => searchMemberCandidates(id, search, signal),
    enabled: search.length > 0,
    staleTime: 10_000,
  });
}

export function useMemberCandidates(id: number, search: string) {
  return useQuery(memberCandidatesQueryOptions(id, search));
}
