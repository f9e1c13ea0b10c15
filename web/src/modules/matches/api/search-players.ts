import type { MatchPlayer } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * GET /matches/players?search=: players to put in a team (SPEC §5: 3 characters, or a whole
 * 2-letter name such as "An"). The shared PlayerSearch asks it.
 */
export async function searchPlayers(search: string, signal?: AbortSignal): Promise<MatchPlayer[]> {
  const found = await api.get<DataResponse<MatchPlayer[]>>('/matches/players', {
    query: { search, limit: 10 },
    signal,
  });
  return found.data;
}
