import type { Device, DevicePlatform, DeviceStatus } from '@pickleball/domain';
import { toBool, toIso, toIsoOrNull } from '../../db/dialect';
import type { DeviceRow } from './devices.repository';

export function toDevice(row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as DeviceStatus,
    platform: row.platform as DevicePlatform,
    os_version: row.os_version,
    app_version: row.app_version,
    manufacturer: row.manufacturer,
    model: row.model,
    serial_number: row.serial_number,
    ip_address: row.ip_address,
    mac_address: row.mac_address,
    registered_at: toIso(row.registered_at),
    last_active_at: toIsoOrNull(row.last_active_at),
    sort_order: row.sort_order,
    is_archived: toBool(row.is_archived),
    user:
      row.user_id !== null && row.owner_name !== null
        ? { id: row.user_id, name: row.owner_name, username: row.owner_username ?? '' }
        : null,
    has_push_token: toBool(row.has_push_token),
    block_reason: row.block_reason,
    blocked_at: toIsoOrNull(row.blocked_at),
    blocked_by:
      row.blocked_by !== null && row.blocker_name !== null
        ? { id: row.blocked_by, name: row.blocker_name, username: row.blocker_username ?? '' }
        : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
