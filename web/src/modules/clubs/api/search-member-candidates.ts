import type { MatchPlayer } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/** A user who could be added: active and not yet a member. */
export type MemberCandidate = MatchPlayer;

/** GET /clubs/{id}/member-candidates?search=: up to 20 users by name, username, e-mail or phone (the add-member picker asks it). */
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
