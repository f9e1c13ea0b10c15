import type { Generated } from 'kysely';

export interface CourtsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  location: string | null;
  province_code: string;
  ward_code: string;
  address_detail: string | null;
  owner_name: string;
  owner_email: string | null;
  owner_phone: string;
  number_of_courts: number;
  schedule: string | null;
  /** USD cents per hour. */
  price_cents: number | null;
  description: string | null;
  status: string;
  status_before_archive: string | null;
  is_active: boolean;
  sort_order: number;
  website: string | null;
  /** JSON text. */
  social_media: string;
  operating_hours: string | null;
  facilities: string;
  amenities: string;
  surface_type: string | null;
  parking: string;
  equipment_rental: boolean;
  coaching: boolean;
  special_notes: string | null;
  contact_person: string | null;
  emergency_contact: string | null;
  /** The name's Vietnamese sort key (domain/src/common/collation.ts): lists sort by name on it. */
  sort_name: string;
  search_text: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database' {
  interface Database {
    courts: CourtsTable;
  }
}
