import type { MatchPlayer } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * GET /matches/players?search=: the players staff may enter (at least 3 characters of a name,
 * username, e-mail or phone, or a whole 2-letter name). The API answers it to match.view,
 * match.create and match.edit: the tournaments API has no player search of its own.
 */
export async function searchPlayers(search: string, signal?: AbortSignal): Promise<MatchPlayer[]> {
  const found = await api.get<DataResponse<MatchPlayer[]>>('/matches/players', {
    query: { search, limit: 10 },
    signal,
  });
  return found.data;
}
