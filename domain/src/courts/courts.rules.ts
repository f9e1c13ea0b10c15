/**
 * Courts (SPEC §3 "Court", §4 "Court", §5 "Court form", §9): the lists and the pure rules the
 * form, the import and the server share.
 */

export const COURT_STATUSES = ['active', 'inactive', 'pending', 'archived'] as const;
export type CourtStatus = (typeof COURT_STATUSES)[number];

export const SURFACE_TYPES = [
  'acrylic',
  'concrete',
  'asphalt',
  'sport_tile',
  'wood',
  'synthetic_turf',
  'other',
] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

export const PARKING_OPTIONS = ['none', 'free', 'paid'] as const;

export const COURT_FACILITIES = [
  'indoor',
  'outdoor',
  'covered',
  'lighting',
  'restrooms',
  'showers',
  'locker_room',
  'seating',
] as const;
export const COURT_AMENITIES = [
  'wifi',
  'drinking_water',
  'cafe',
  'pro_shop',
  'air_conditioning',
  'first_aid',
  'ball_machine',
] as const;

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'zalo'] as const;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Court pricing is in USD per hour (SPEC §9), stored in cents. */
export const MAX_PRICE_PER_HOUR = 10_000;
export const MAX_COURTS = 100;

/** "06:30" → 390; null for anything that is not a 24-hour HH:MM time. */
export function parseClockTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** SPEC §4 "Court request": a request still waiting after 7 days is urgent. */
export const URGENT_AFTER_DAYS = 7;
export const REVIEW_BUSINESS_DAYS = { min: 2, max: 3 } as const;

export function isRequestUrgent(createdAt: string, status: string, now: Date = new Date()): boolean {
  return status === 'pending' && now.getTime() - Date.parse(createdAt) > URGENT_AFTER_DAYS * 86_400_000;
}

// ---- Import (SPEC §5 "Court import") ----

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1_000;
export const IMPORT_MODES = ['skip_duplicates', 'update_existing', 'create_only'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
