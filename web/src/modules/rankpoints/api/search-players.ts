import type { MatchPlayer, User } from '@pickleball/domain';
import { api, type DataResponse, type ListResponse } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** A player to give rank points to. */
export interface RankpointPlayer {
  id: number;
  name: string;
  username: string;
}

/**
 * Where the rank point form finds players: the users list (user.view) or, for someone who sees
 * matches without seeing users, the matches' player search (match.view, match.create or
 * match.edit). Neither: no search (the form says which permission it needs).
 */
export type PlayerSource = 'users' | 'match_players';

export function usePlayerSource(): PlayerSource | null {
  const { can } = useAuth();
  if (can('user.view')) return 'users';
  if (can(['match.view', 'match.create', 'match.edit'])) return 'match_players';
  return null;
}

/** GET /users?search= or GET /matches/players?search=: at most 10 players. */
export async function searchPlayers(
  source: PlayerSource,
  search: string,
  signal?: AbortSignal,
): Promise<RankpointPlayer[]> {
  if (source === 'users') {
    const page = await api.get<ListResponse<User>>('/users', { query: { search, per_page: 10 }, signal });
    return page.data.map(({ id, name, username }) => ({ id, name, username }));
  }
  const found = await api.get<DataResponse<MatchPlayer[]>>('/matches/players', {
    query: { search, limit: 10 },
    signal,
  });
  return found.data;
}
