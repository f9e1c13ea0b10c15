import type { PlayerCandidate } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * GET /tournaments/{id}/player-candidates?search=: the players staff may enter (tournament.edit:
 * active users not entered yet, by at least 3 characters of a name, username, e-mail or phone,
 * or a whole 2-letter name), with their gender and rating for the event's type.
 */
export async function searchPlayerCandidates(
  tournamentId: number,
  search: string,
  signal?: AbortSignal,
): Promise<PlayerCandidate[]> {
  const found = await api.get<DataResponse<PlayerCandidate[]>>(
    `/tournaments/${tournamentId}/player-candidates`,
    { query: { search, limit: 10 }, signal },
  );
  return found.data;
}
