export interface ProfilesTable {
  user_id: number;
  phone_verified: boolean;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  gender: string | null;
  country_code: string | null;
  province_code: string | null;
  ward_code: string | null;
  /** Free text for an address outside Vietnam. */
  address: string | null;
  address_detail: string | null;
  bio: string | null;
  avatar_file_id: number | null;
  weight_kg: number | null;
  height_cm: number | null;
  rankpoint_type: string | null;
  single_point: number | null;
  double_point: number | null;
  updated_at: string;
}

export interface DuprConnectionsTable {
  user_id: number;
  dupr_id: string;
  referral_code: string | null;
  /** AES-256-GCM ciphertext (platform/secret-box.ts). */
  access_token: string;
  refresh_token: string;
  token_expires_at: string | null;
  singles: number | null;
  doubles: number | null;
  last_sync_at: string | null;
  connected_at: string;
}

declare module '../../db/database' {
  interface Database {
    profiles: ProfilesTable;
    dupr_connections: DuprConnectionsTable;
  }
}
