import type { PlayerCandidate, TournamentType } from '@pickleball/domain';

/** Why a found player may not fit beside the one already chosen (the server has the last word). */
export type CandidateNote = 'already_chosen' | 'gender_unknown' | 'same_gender';

/**
 * The note a search result gets in the entry dialog: the other player already chosen, or for
 * mixed doubles (one man and one woman by their profiles) a profile without a gender or the
 * chosen player's gender.
 */
export function candidateNote(
  candidate: PlayerCandidate,
  other: PlayerCandidate | null,
  type: TournamentType,
): CandidateNote | null {
  if (other && candidate.id === other.id) return 'already_chosen';
  if (type !== 'mixed_doubles') return null;
  if (candidate.gender === null) return 'gender_unknown';
  if (other?.gender && (candidate.gender === other.gender || candidate.gender === 'other'))
    return 'same_gender';
  return null;
}
