import type { Generated } from 'kysely';

/** Devices (issue 16 §3); a device's push token lives in push_tokens (device_id). */
export interface DevicesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  description: string | null;
  status: string;
  platform: string;
  os_version: string | null;
  app_version: string | null;
  manufacturer: string | null;
  model: string | null;
  /** Unique among devices when set. */
  serial_number: string | null;
  ip_address: string | null;
  mac_address: string | null;
  registered_at: string;
  last_active_at: string | null;
  sort_order: number;
  is_archived: boolean;
  block_reason: string | null;
  blocked_at: string | null;
  blocked_by: number | null;
  /** Name, model, manufacturer, serial, addresses and the owner's name, folded for search. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database' {
  interface Database {
    devices: DevicesTable;
  }
}
