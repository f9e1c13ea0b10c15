import type { PartnerCandidate } from '@pickleball/domain';
import { api, type DataResponse } from '../../../lib/api-client';

/**
 * GET /me/tournament-registrations/partner-candidates: the partners a player may invite (names and
 * usernames only, at least 3 characters; for mixed doubles the other gender). Silent: a refusal
 * (the tournament takes no entries, the player's profile has no gender) is shown by the field.
 */
export async function searchPartners(
  tournamentId: number,
  search: string,
  signal?: AbortSignal,
): Promise<PartnerCandidate[]> {
  const found = await api.get<DataResponse<PartnerCandidate[]>>(
    '/me/tournament-registrations/partner-candidates',
    { query: { tournament_id: tournamentId, search }, signal, silent: true },
  );
  return found.data;
}
