import type { Club, ClubStatus, JoinRequest, JoinRequestStatus, ScheduleEntry } from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import { toAvatar } from '../files/files.mapper';
import { findProvince, findWard } from '../geo/geo.data';
import type { ClubRow, JoinRequestRow } from './clubs.repository';

export function toClub(row: NonNullable<ClubRow>): Club {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    schedule: JSON.parse(row.schedule) as ScheduleEntry[],
    court:
      row.court_id !== null && row.court_name
        ? {
            id: row.court_id,
            name: row.court_name,
            province_code: row.court_province_code ?? '',
            province: findProvince(row.court_province_code ?? '')?.name ?? '',
            ward: findWard(row.court_ward_code ?? '')?.ward.name ?? '',
          }
        : null,
    owner:
      row.owner_id !== null && row.owner_name
        ? { id: row.owner_id, name: row.owner_name, username: row.owner_username ?? '' }
        : null,
    is_active: toBool(row.is_active),
    status: row.status as ClubStatus,
    member_count: row.member_count,
    avatar: toAvatar(row),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function toJoinRequest(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    club_id: row.club_id,
    user: { id: row.user_id, name: row.user_name, username: row.user_username },
    status: row.status as JoinRequestStatus,
    message: row.message,
    reason: row.reason,
    requested_at: toIso(row.requested_at),
    processed_at: toIsoOrNull(row.processed_at),
    processed_by:
      row.processed_by !== null && row.processor_name
        ? { id: row.processed_by, name: row.processor_name }
        : null,
  };
}
