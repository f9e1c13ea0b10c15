/** Rank points as the API speaks them, shaped by one function. */
import type { Rankpoint, RankpointStatus, RankpointType } from '@pickleball/domain';
import { toIso } from '../../db/dialect';
import type { RankpointRow } from './rankpoints.repository';

export const num = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;

export function toRankpoint(row: RankpointRow): Rankpoint {
  return {
    id: row.id,
    player: { id: row.user_id, name: row.player_name, username: row.player_username },
    type: row.type as RankpointType,
    single_rating: num(row.single_rating),
    double_rating: num(row.double_rating),
    single_matches: row.single_matches,
    double_matches: row.double_matches,
    status: row.status as RankpointStatus,
    change_reason: row.change_reason,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
