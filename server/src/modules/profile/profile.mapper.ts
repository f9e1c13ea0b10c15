/** A profile's parts as the API speaks them (the profile itself is assembled in profile.service.ts). */
import type { Profile, RankpointStatus, RankpointType } from '@pickleball/domain';
import { toIso } from '../../db/dialect';
import type { findOfficialRating } from './profile.repository';

type OfficialRatingRow = NonNullable<Awaited<ReturnType<typeof findOfficialRating>>>;

export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The player's official rating (rank_points, one per user), from its row. */
export function toOfficialRating(rating: OfficialRatingRow): NonNullable<Profile['official_rating']> {
  return {
    rankpoint_id: rating.id,
    type: rating.type as RankpointType,
    status: rating.status as RankpointStatus,
    single_rating: num(rating.single_rating),
    double_rating: num(rating.double_rating),
    single_matches: Number(rating.single_matches),
    double_matches: Number(rating.double_matches),
    updated_at: toIso(rating.updated_at),
  };
}
